import type { TeamList } from '@receptiva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getTeam = (signal?: AbortSignal): Promise<TeamList> => api.get('/api/team', {}, { signal });

/** Under ['team'], like the other team queries: whatever invalidates the team refreshes the overview's count too. */
export const getTeamQueryOptions = () => queryOptions({ queryKey: ['team'], queryFn: ({ signal }) => getTeam(signal) });

/** The paying owner's team list and its limit (the overview shows its size). */
export const useTeam = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getTeamQueryOptions(), enabled });
