import type { SharedTeam } from '@receptiva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /api/team/shared`: read by the dashboard's view switcher and the settings' teams card, under one cache key. */
export const getSharedTeams = (signal?: AbortSignal): Promise<{ teams: SharedTeam[] }> =>
  api.get('/api/team/shared', {}, { signal });

export const getSharedTeamsQueryOptions = () =>
  queryOptions({ queryKey: ['team', 'shared'], queryFn: ({ signal }) => getSharedTeams(signal) });

/** The teams the signed-in user is an active member of (spec §2 team view): each owner and what the owner shares. */
export const useSharedTeams = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getSharedTeamsQueryOptions(), enabled });
