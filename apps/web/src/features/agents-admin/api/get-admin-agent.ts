import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminAgentKeys } from './admin-agent-query-keys';

/** One demo agent with its prompt, for the editor. */
export const useAdminAgent = (agentId: string) =>
  useQuery({
    queryKey: adminAgentKeys.agent(agentId),
    queryFn: ({ signal }) => api.get('/api/admin/demo-agents/:agentId', { param: { agentId } }, { signal }),
    retry: false,
  });
