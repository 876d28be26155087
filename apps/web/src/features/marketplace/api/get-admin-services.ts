import type { AdminServiceListQuery } from '@receptiva/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminServiceKeys } from './admin-service-query-keys';

const asQuery = ({ search, state, category, sort, direction, page }: AdminServiceListQuery) => ({
  search: search || undefined,
  state,
  category,
  sort,
  direction,
  page: page === undefined ? undefined : String(page),
});

/** One page of /admin/services, filtered, sorted and paged on the server. */
export const useAdminServices = (query: AdminServiceListQuery) =>
  useQuery({
    queryKey: adminServiceKeys.list(query),
    queryFn: ({ signal }) => api.get('/api/admin/services', { query: asQuery(query) }, { signal }),
    placeholderData: keepPreviousData,
  });
