import { type DemoAgent, PAGE_QUERY_KEYS } from '@receptiva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getDemoAgents = async (): Promise<DemoAgent[]> => (await api.get('/api/demo-agents')).agents;

export const getDemoAgentsQueryOptions = () =>
  queryOptions({ queryKey: PAGE_QUERY_KEYS.demoAgents, queryFn: getDemoAgents, staleTime: 5 * 60_000 });

/** The active demo agents, in display order (GET /api/demo-agents). */
export const useDemoAgents = () => useQuery(getDemoAgentsQueryOptions());
