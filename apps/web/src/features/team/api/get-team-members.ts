import type { TeamList } from '@receptiva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamQueryKeys } from './team-query-keys';

/** `GET /api/team`: the owner's team, newest first, and how many it may hold (403 MEMBERSHIP_REQUIRED otherwise). */
export const getTeamMembers = (signal?: AbortSignal): Promise<TeamList> => api.get('/api/team', {}, { signal });

export const getTeamMembersQueryOptions = () =>
  queryOptions({ queryKey: teamQueryKeys.members, queryFn: ({ signal }) => getTeamMembers(signal) });

export const useTeamMembers = () => useQuery(getTeamMembersQueryOptions());
