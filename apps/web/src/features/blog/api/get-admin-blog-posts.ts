import type { AdminBlogListQuery } from '@receptiva/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminBlogKeys } from './admin-blog-query-keys';

const asQuery = ({ search, status, sort, direction, page }: AdminBlogListQuery) => ({
  search: search || undefined,
  status,
  sort,
  direction,
  page: page === undefined ? undefined : String(page),
});

/** One page of /admin/blog: every post and language, filtered, sorted and paged on the server. */
export const useAdminBlogPosts = (query: AdminBlogListQuery) =>
  useQuery({
    queryKey: adminBlogKeys.list(query),
    queryFn: ({ signal }) => api.get('/api/staff/blog/posts', { query: asQuery(query) }, { signal }),
    placeholderData: keepPreviousData,
  });
