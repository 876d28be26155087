import type { TeamList } from '@receptiva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getTeam = (signal?: AbortSignal): Promise<TeamList> => api.get('/api/team', {}, { signal });

/** The team page's key for the same list: its changes refresh the overview's count too. */
export const getTeamQueryOptions = () =>
  queryOptions({ queryKey: ['team', 'members'], queryFn: ({ signal }) => getTeam(signal) });

/** The paying owner's team list and its limit (the overview shows its size). */
export const useTeam = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getTeamQueryOptions(), enabled });
