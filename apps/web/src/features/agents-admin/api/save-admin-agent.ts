import { type AdminDemoAgent, type DemoAgentInput, PAGE_QUERY_KEYS } from '@receptiva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminAgentKeys } from './admin-agent-query-keys';

/** Keeps the editor's copy, every admin list and the public agent list (/agents, the call dialog) current. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (agent: AdminDemoAgent) => {
    queryClient.setQueryData(adminAgentKeys.agent(agent.id), agent);
    void queryClient.invalidateQueries({ queryKey: adminAgentKeys.lists });
    void queryClient.invalidateQueries({ queryKey: PAGE_QUERY_KEYS.demoAgents });
  };
}

/** `POST /api/admin/demo-agents`. */
export function useCreateAgent() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: DemoAgentInput) => api.post('/api/admin/demo-agents', { json: input }),
    onSuccess: refresh,
  });
}

/** `PUT /api/admin/demo-agents/{id}`: every field. */
export function useUpdateAgent(agentId: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: DemoAgentInput) =>
      api.put('/api/admin/demo-agents/:agentId', { param: { agentId }, json: input }),
    onSuccess: refresh,
  });
}

/** Archive (leaves /agents, cannot be called) or restore. */
export function useSetAgentActive(agentId: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (active: boolean) =>
      active
        ? api.post('/api/admin/demo-agents/:agentId/restore', { param: { agentId } })
        : api.post('/api/admin/demo-agents/:agentId/archive', { param: { agentId } }),
    onSuccess: refresh,
  });
}

/** One place up or down in the display order. */
export function useMoveAgent() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ agentId, direction }: { agentId: string; direction: 'up' | 'down' }) =>
      api.post('/api/admin/demo-agents/:agentId/move', { param: { agentId }, json: { direction } }),
    onSuccess: refresh,
  });
}
