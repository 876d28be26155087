import type { AdminDemoAgentListQuery } from '@receptiva/shared';

/** Every list view under one prefix, so a change refreshes them all. */
export const adminAgentKeys = {
  lists: ['admin-demo-agents'] as const,
  list: (query: AdminDemoAgentListQuery) => ['admin-demo-agents', query] as const,
  agent: (agentId: string) => ['admin-demo-agent', agentId] as const,
};
