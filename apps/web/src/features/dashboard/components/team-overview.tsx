import type { SharedTeam } from '@receptiva/shared';
import { QuickLinksCard } from './quick-links-card';
import { SetupCard } from './setup-card';
import { SharedTeamCard } from './shared-team-card';
import { TeamAccessCard } from './team-access-card';

/** The overview in the team view: what the owner shares with the team, never the owner's billing or orders. */
export const TeamOverview = ({ team }: { team: SharedTeam }) => (
  <div className="grid gap-6 md:grid-cols-2">
    <SharedTeamCard team={team} />
    <div className="grid content-start gap-6">
      <SetupCard owner={{ id: team.ownerId, name: team.ownerName }} />
      <TeamAccessCard team={team} />
      <QuickLinksCard hasCrmAccess={team.hasCrmAccess} />
    </div>
  </div>
);
