import type { SharedTeam } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { memberName } from '../utils/member-name';
import { TeamStatusBadge, useRoleLabel } from './team-badges';
import { cell, headerCell, rowHeaderCell } from './team-table-classes';

/** The team view (spec §2): the owner's team list as the owner shares it, read-only. */
export const SharedTeamMembers = ({ team }: { team: SharedTeam }) => {
  const { t } = useTranslation('team');
  const roleLabel = useRoleLabel();
  return (
    <section aria-labelledby="shared-team-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="shared-team-heading" className="text-xl font-semibold text-slate-900">
          {t('list.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('shared.description', { owner: team.ownerName })}</p>
      </div>
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full min-w-[36rem] border-collapse bg-white">
          <caption className="sr-only">{t('shared.caption', { owner: team.ownerName })}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={headerCell}>
                {t('columns.name')}
              </th>
              <th scope="col" className={headerCell}>
                {t('columns.email')}
              </th>
              <th scope="col" className={headerCell}>
                {t('columns.role')}
              </th>
              <th scope="col" className={headerCell}>
                {t('columns.status')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {team.members.map((member) => (
              <tr key={member.id}>
                <th scope="row" className={rowHeaderCell}>
                  {memberName(member)}
                </th>
                <td className={cell}>
                  <span dir="ltr">{member.email}</span>
                </td>
                <td className={cell}>{roleLabel(member.role)}</td>
                <td className={cell}>
                  <TeamStatusBadge status={member.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
};
