import type { SharedTeam } from '@receptiva/shared';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OverviewCard } from './overview-card';
import { teamRoleLabel } from './team-role-label';

/** What the owner gave the signed-in member on this team: role, CRM access, AI assistant access. */
export const TeamAccessCard = ({ team }: { team: SharedTeam }) => {
  const { t } = useTranslation('dashboard');
  const rows = [
    [t('teamAccess.role'), teamRoleLabel(t, team.role)],
    [t('teamAccess.crm'), t(team.hasCrmAccess ? 'access.yes' : 'access.no')],
    [t('teamAccess.ai'), t(team.hasAiAccess ? 'access.yes' : 'access.no')],
  ] as const;
  return (
    <OverviewCard title={t('teamAccess.title')} icon={KeyRound}>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </OverviewCard>
  );
};
