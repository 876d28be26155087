import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The shortest query the server takes (`adminSearchQuerySchema`). */
export const ADMIN_SEARCH_MIN_LENGTH = 2;

/** `GET /api/admin/search?q=`: a few users and orders for the layout's search box. */
export const useAdminSearch = (q: string) =>
  useQuery({
    queryKey: ['admin', 'search', q],
    queryFn: ({ signal }) => api.get('/api/admin/search', { query: { q } }, { signal }),
    enabled: q.length >= ADMIN_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
