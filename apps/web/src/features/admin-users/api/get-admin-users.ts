import type { AdminUserListQuery } from '@receptiva/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUsersKeys } from './admin-users-query-keys';

const asQuery = ({ search, role, membership, sort, direction, page }: AdminUserListQuery) => ({
  search: search || undefined,
  role,
  membership,
  sort,
  direction,
  page: page === undefined ? undefined : String(page),
});

/** One page of /admin/users, searched, filtered, sorted and paged on the server. */
export const useAdminUsers = (query: AdminUserListQuery) =>
  useQuery({
    queryKey: adminUsersKeys.list(query),
    queryFn: ({ signal }) => api.get('/api/admin/users', { query: asQuery(query) }, { signal }),
    placeholderData: keepPreviousData,
  });
