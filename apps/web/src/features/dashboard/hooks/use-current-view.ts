import type { SharedTeam } from '@receptiva/shared';
import { useEffect } from 'react';
import { useAuth } from '@/lib/auth';
import { useSharedTeams } from '@/lib/shared-teams';
import { useDashboard } from './use-dashboard';

/** What a dashboard page shows now: the user's own account, or the team whose owner they chose. */
export type CurrentView = { kind: 'pending' } | { kind: 'personal' } | { kind: 'team'; team: SharedTeam };

/**
 * The stored view (useDashboard) checked against the teams the server says the user belongs to. A stored owner who is
 * no longer among them (removed, revoked, left, another account on this browser) falls back to Personal, and the
 * fallback is stored. While the teams load, the view is pending, so no page shows the wrong account's data first.
 */
export function useCurrentView(): CurrentView {
  const { me, loading } = useAuth();
  const { currentView, currentUserId, showPersonalView } = useDashboard();
  const wantsTeam = currentView === 'team' && currentUserId !== null;
  const hasTeamAccess = me?.hasTeamAccess ?? false;
  const teams = useSharedTeams({ enabled: hasTeamAccess });
  const team = teams.data?.teams.find((candidate) => candidate.ownerId === currentUserId);
  const isGone = wantsTeam && !loading && (!hasTeamAccess || (teams.isSuccess && !team));

  useEffect(() => {
    if (isGone) showPersonalView();
  }, [isGone, showPersonalView]);

  if (!wantsTeam || isGone) return { kind: 'personal' };
  if (team) return { kind: 'team', team };
  // A failed lookup shows the user's own account without forgetting the choice: the next visit tries again.
  if (teams.isError) return { kind: 'personal' };
  return { kind: 'pending' };
}
