import type { SharedTeam } from '@receptiva/shared';
import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { OverviewCard } from './overview-card';
import { teamRoleLabel } from './team-role-label';

const Tag = ({ tone, children }: { tone: 'primary' | 'green' | 'amber'; children: string }) => (
  <span
    className={cn(
      'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1',
      tone === 'primary' && 'bg-primary-50 text-primary-800 ring-primary-600/20',
      tone === 'green' && 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
      tone === 'amber' && 'bg-amber-50 text-amber-900 ring-amber-600/30',
    )}
  >
    {children}
  </span>
);

/** The owner's team list as the owner shares it with the team: read-only, the signed-in member marked. */
export const SharedTeamCard = ({ team }: { team: SharedTeam }) => {
  const { t } = useTranslation('dashboard');
  const members = team.members.filter((member) => member.status !== 'revoked');
  return (
    <OverviewCard title={t('sharedTeam.title', { owner: team.ownerName })} icon={UsersRound} className="md:self-start">
      <ul className="divide-y divide-slate-100">
        <li className="flex flex-wrap items-center gap-2 py-3 first:pt-0">
          <span className="font-semibold text-slate-900">{team.ownerName}</span>
          <Tag tone="primary">{t('sharedTeam.owner')}</Tag>
        </li>
        {members.map((member) => {
          const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
          return (
            <li key={member.id} className="grid gap-1 py-3 last:pb-0">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">{name || member.email}</span>
                {member.id === team.teamMemberId ? <Tag tone="primary">{t('sharedTeam.you')}</Tag> : null}
                <Tag tone={member.status === 'active' ? 'green' : 'amber'}>
                  {t(`sharedTeam.status.${member.status}`)}
                </Tag>
              </span>
              <span className="flex flex-wrap gap-x-3 text-slate-600">
                {name ? (
                  <span dir="ltr" className="break-all">
                    {member.email}
                  </span>
                ) : null}
                <span>{teamRoleLabel(t, member.role)}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </OverviewCard>
  );
};
