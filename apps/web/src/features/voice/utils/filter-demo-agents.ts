import type { DemoAgent } from '@receptiva/shared';
import { searchable } from '../hooks/use-voice-language-options';

/** The /agents industry search: agents whose industry, name or description contains the query (accents ignored). */
export function filterDemoAgents(agents: readonly DemoAgent[], query: string): DemoAgent[] {
  const needle = searchable(query);
  if (!needle) return [...agents];
  return agents.filter((agent) =>
    [agent.industry, agent.name, agent.description].some((text) => searchable(text).includes(needle)),
  );
}
