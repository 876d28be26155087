import type { TeamMember } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { formatTeamDate } from '../utils/format-team-date';
import { memberName } from '../utils/member-name';
import { AccessBadge, TeamStatusBadge, useRoleLabel } from './team-badges';
import { TeamMemberActions } from './team-member-actions';

const th = 'px-3 py-2 text-start text-xs font-semibold tracking-wide text-slate-500 uppercase whitespace-nowrap';
const td = 'px-3 py-3 align-top text-sm text-slate-800';
const rowHeader = 'px-3 py-3 align-top text-start text-sm font-semibold text-slate-900';

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
            <th scope="col" className={th}>
              {t('columns.name')}
            </th>
            <th scope="col" className={th}>
              {t('columns.email')}
            </th>
            <th scope="col" className={th}>
              {t('columns.phone')}
            </th>
            <th scope="col" className={th}>
              {t('columns.role')}
            </th>
            <th scope="col" className={th}>
              {t('columns.crmAccess')}
            </th>
            <th scope="col" className={th}>
              {t('columns.aiAccess')}
            </th>
            <th scope="col" className={th}>
              {t('columns.status')}
            </th>
            <th scope="col" className={th}>
              {t('columns.added')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {members.map((member) => (
            <tr key={member.id}>
              <th scope="row" className={rowHeader}>
                {memberName(member)}
              </th>
              <td className={td}>
                <span dir="ltr">{member.email}</span>
              </td>
              <td className={td}>{member.phone ? <span dir="ltr">{member.phone}</span> : t('notSet')}</td>
              <td className={td}>{roleLabel(member.role)}</td>
              <td className={td}>
                <AccessBadge on={member.hasCrmAccess} />
              </td>
              <td className={td}>
                <AccessBadge on={member.hasAiAccess} />
              </td>
              <td className={td}>
                <div className="grid justify-items-start gap-1">
                  <TeamStatusBadge status={member.status} />
                  {member.status === 'invited' && member.invitationExpiresAt ? (
                    <span className="text-xs text-slate-500">
                      {t('invitationExpires', { date: formatTeamDate(member.invitationExpiresAt, i18n.language) })}
                    </span>
                  ) : null}
                </div>
              </td>
              <td className={`${td} whitespace-nowrap`}>
                <time dateTime={member.createdAt}>{formatTeamDate(member.createdAt, i18n.language)}</time>
              </td>
              <td className={td}>
                <TeamMemberActions member={member} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
