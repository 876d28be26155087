import type { SharedTeam } from '@receptiva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /api/team/shared`: the teams the caller is an active member of, with what each owner shares. */
export const getSharedTeams = (signal?: AbortSignal): Promise<{ teams: SharedTeam[] }> =>
  api.get('/api/team/shared', {}, { signal });

export const getSharedTeamsQueryOptions = () =>
  queryOptions({ queryKey: ['team', 'shared'], queryFn: ({ signal }) => getSharedTeams(signal) });

export const useSharedTeams = () => useQuery(getSharedTeamsQueryOptions());
