import type { AdminUniversityCatalog } from '@receptiva/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminUniversityKey = ['admin', 'university'] as const;

export const getAdminUniversity = (signal?: AbortSignal): Promise<AdminUniversityCatalog> =>
  api.get('/api/admin/university', {}, { signal });

export const getAdminUniversityQueryOptions = () =>
  queryOptions({ queryKey: adminUniversityKey, queryFn: ({ signal }) => getAdminUniversity(signal) });

/** Every playlist and video, drafts included (GET /api/admin/university). */
export const useAdminUniversity = () => useQuery(getAdminUniversityQueryOptions());

/** After any change: the editor's list, and the public page's lists in every language. */
export const refreshUniversity = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminUniversityKey }),
    queryClient.invalidateQueries({ queryKey: ['university'] }),
  ]);
