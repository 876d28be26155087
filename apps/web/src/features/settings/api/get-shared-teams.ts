import type { SharedTeam } from '@receptiva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toApiError } from '@/lib/api-client';

// The team routes are declared by the team module (issue 13, built alongside): until they are in `ApiRoutes`, this
// one request goes through `fetch` with the shared answer type. Same key as the dashboard's, so both see one cache.
export async function getSharedTeams(signal?: AbortSignal): Promise<{ teams: SharedTeam[] }> {
  const response = await fetch('/api/team/shared', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as { teams: SharedTeam[] };
}

export const getSharedTeamsQueryOptions = () =>
  queryOptions({ queryKey: ['team', 'shared'], queryFn: ({ signal }) => getSharedTeams(signal) });

/** The teams the signed-in user belongs to (only members have any: `enabled` spares the others a 403). */
export const useSharedTeams = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...getSharedTeamsQueryOptions(), enabled });
