import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDashboard } from '@/features/dashboard/hooks/use-dashboard';
import { SharedTeamMembers } from '@/features/team/components/shared-team-members';
import { TeamMembersPanel } from '@/features/team/components/team-members-panel';
import { useSharedTeams } from '@/lib/shared-teams';

/** The team view: the owner's list as shared with the team, read-only (the data comes from the dashboard feature). */
const SharedTeamPage = ({ ownerId }: { ownerId: string }) => {
  const { t } = useTranslation('team');
  const { showPersonalView } = useDashboard();
  const shared = useSharedTeams();
  const team = shared.data?.teams.find((candidate) => candidate.ownerId === ownerId);

  let body = <Spinner label={t('shared.loading')} showLabel />;
  if (shared.isError) {
    body = (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {t('loadFailed')}
      </p>
    );
  } else if (shared.data && !team) {
    body = (
      <div className="grid justify-items-start gap-3">
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t('shared.notFound')}
        </p>
        <Button variant="outline" onClick={showPersonalView}>
          {t('shared.showPersonal')}
        </Button>
      </div>
    );
  } else if (team) {
    body = <SharedTeamMembers team={team} />;
  }

  return (
    <div className="grid gap-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {team ? t('shared.title', { owner: team.ownerName }) : t('title')}
      </h1>
      {body}
    </div>
  );
};

/**
 * /dashboard/team (issue 13 point 2). In the personal view, the owner's own team with every action and the audit
 * trail (or, without a membership, why not); in the team view, the team the person belongs to, read-only.
 */
export const DashboardTeamRoute = () => {
  const { t } = useTranslation('team');
  const { currentView, currentUserId } = useDashboard();
  if (currentView === 'team' && currentUserId) return <SharedTeamPage ownerId={currentUserId} />;
  return (
    <div className="grid gap-8">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="text-slate-600">{t('description')}</p>
      </div>
      <TeamMembersPanel />
    </div>
  );
};
