import type { AdminDemoAgentListQuery } from '@receptiva/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminAgentKeys } from './admin-agent-query-keys';

const asQuery = ({ search, state, sort, direction, page }: AdminDemoAgentListQuery) => ({
  search: search || undefined,
  state,
  sort,
  direction,
  page: page === undefined ? undefined : String(page),
});

/** One page of /admin/ai-agents, filtered, sorted and paged on the server. */
export const useAdminAgents = (query: AdminDemoAgentListQuery) =>
  useQuery({
    queryKey: adminAgentKeys.list(query),
    queryFn: ({ signal }) => api.get('/api/admin/demo-agents', { query: asQuery(query) }, { signal }),
    placeholderData: keepPreviousData,
  });
