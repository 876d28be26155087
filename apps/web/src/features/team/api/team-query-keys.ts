import type { QueryClient } from '@tanstack/react-query';

/** The team feature's cache keys. `['team', 'shared']` (the teams one belongs to) lives with the dashboard. */
export const teamQueryKeys = {
  members: ['team', 'members'] as const,
  audit: ['team', 'audit'] as const,
  auditPage: (page: number) => ['team', 'audit', page] as const,
  invitation: (token: string) => ['team-invitation', token] as const,
};

/** Issue 13: "the list refreshes after every change", and so does the audit trail that records it. */
export const refreshTeam = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: teamQueryKeys.members }),
    queryClient.invalidateQueries({ queryKey: teamQueryKeys.audit }),
  ]);
