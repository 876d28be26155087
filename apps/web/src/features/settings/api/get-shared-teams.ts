import type { SharedTeam } from '@receptiva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /api/team/shared`, under the dashboard's cache key, so both read one cache. */
export const getSharedTeams = (signal?: AbortSignal): Promise<{ teams: SharedTeam[] }> =>
  api.get('/api/team/shared', {}, { signal });

export const getSharedTeamsQueryOptions = () =>
  queryOptions({ queryKey: ['team', 'shared'], queryFn: ({ signal }) => getSharedTeams(signal) });

/** The teams the signed-in user belongs to (only members have any: `enabled` spares the others a 403). */
export const useSharedTeams = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...getSharedTeamsQueryOptions(), enabled });
