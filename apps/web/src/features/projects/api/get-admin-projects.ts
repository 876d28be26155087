import type { AdminProjectListQuery } from '@receptiva/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProjectKeys } from './admin-project-query-keys';

const asQuery = ({ search, status, sort, direction, page }: AdminProjectListQuery) => ({
  search: search || undefined,
  status,
  sort,
  direction,
  page: page === undefined ? undefined : String(page),
});

/** One page of /admin/projects: every case study, filtered, sorted and paged on the server. */
export const useAdminProjects = (query: AdminProjectListQuery) =>
  useQuery({
    queryKey: adminProjectKeys.list(query),
    queryFn: ({ signal }) => api.get('/api/admin/projects', { query: asQuery(query) }, { signal }),
    placeholderData: keepPreviousData,
  });
