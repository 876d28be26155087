import type { DemoAgent } from '@receptiva/shared';
import { useDemoAgents } from '../api/get-demo-agents';

/** The agent the dialog calls: the one picked on /agents, else the default demo agent (the first listed). */
export function useCallAgent(picked: DemoAgent | undefined) {
  const agents = useDemoAgents();
  if (picked) return { agent: picked, isPending: false, isError: false, retry: () => {} } as const;
  return {
    agent: agents.data?.[0],
    isPending: agents.isPending,
    isError: agents.isError || (agents.isSuccess && agents.data.length === 0),
    retry: () => void agents.refetch(),
  } as const;
}
