import type { AdminEmailListQuery } from '@receptiva/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminEmailsKeys } from './admin-emails-query-keys';

const asQuery = ({ search, status, sort, direction, page }: AdminEmailListQuery) => ({
  search: search || undefined,
  status,
  sort,
  direction,
  page: page === undefined ? undefined : String(page),
});

/** One page of the e-mail outbox, searched, filtered, sorted and paged on the server. */
export const useAdminEmails = (query: AdminEmailListQuery) =>
  useQuery({
    queryKey: adminEmailsKeys.list(query),
    queryFn: ({ signal }) => api.get('/api/admin/emails', { query: asQuery(query) }, { signal }),
    placeholderData: keepPreviousData,
  });
