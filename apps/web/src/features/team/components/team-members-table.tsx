import type { TeamMember } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { formatLocalDate } from '@/lib/format-date';
import { memberName } from '../utils/member-name';
import { AccessBadge, TeamStatusBadge, useRoleLabel } from './team-badges';
import { TeamMemberActions } from './team-member-actions';
import { cell, headerCell, rowHeaderCell } from './team-table-classes';

/** The owner's team, newest first (the server's order), each row with its actions. */
export const TeamMembersTable = ({ members }: { members: TeamMember[] }) => {
  const { t, i18n } = useTranslation('team');
  const roleLabel = useRoleLabel();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[64rem] border-collapse bg-white">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={headerCell}>
              {t('columns.name')}
            </th>
            <th scope="col" className={headerCell}>
              {t('columns.email')}
            </th>
            <th scope="col" className={headerCell}>
              {t('columns.phone')}
            </th>
            <th scope="col" className={headerCell}>
              {t('columns.role')}
            </th>
            <th scope="col" className={headerCell}>
              {t('columns.crmAccess')}
            </th>
            <th scope="col" className={headerCell}>
              {t('columns.aiAccess')}
            </th>
            <th scope="col" className={headerCell}>
              {t('columns.status')}
            </th>
            <th scope="col" className={headerCell}>
              {t('columns.added')}
            </th>
            <th scope="col" className={headerCell}>
              <span className="sr-only">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {members.map((member) => (
            <tr key={member.id}>
              <th scope="row" className={rowHeaderCell}>
                {memberName(member)}
              </th>
              <td className={cell}>
                <span dir="ltr">{member.email}</span>
              </td>
              <td className={cell}>{member.phone ? <span dir="ltr">{member.phone}</span> : t('notSet')}</td>
              <td className={cell}>{roleLabel(member.role)}</td>
              <td className={cell}>
                <AccessBadge on={member.hasCrmAccess} />
              </td>
              <td className={cell}>
                <AccessBadge on={member.hasAiAccess} />
              </td>
              <td className={cell}>
                <div className="grid justify-items-start gap-1">
                  <TeamStatusBadge status={member.status} />
                  {member.status === 'invited' && member.invitationExpiresAt ? (
                    <span className="text-xs text-slate-500">
                      {t('invitationExpires', {
                        date: formatLocalDate(member.invitationExpiresAt, i18n.language, 'medium'),
                      })}
                    </span>
                  ) : null}
                </div>
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={member.createdAt}>{formatLocalDate(member.createdAt, i18n.language, 'medium')}</time>
              </td>
              <td className={cell}>
                <TeamMemberActions member={member} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
