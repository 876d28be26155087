import type { DemoAgent } from '@receptiva/shared';
import { describe, expect, it } from 'vitest';
import { filterDemoAgents } from './filter-demo-agents';

const agent = (id: string, industry: string, description = ''): DemoAgent => ({
  id,
  name: `${industry} receptionist`,
  industry,
  description,
  color: '#0ea5e9',
  voiceAgentId: `agent_${id}`,
  firstMessage: 'Hi!',
  defaultLanguage: 'en',
});

const AGENTS = [agent('1', 'Med Spa', 'Botox and facials'), agent('2', 'Dental'), agent('3', 'HVAC', 'Heating repair')];

describe('filterDemoAgents', () => {
  it('keeps every agent, in order, for an empty query', () => {
    expect(filterDemoAgents(AGENTS, '  ').map((a) => a.id)).toEqual(['1', '2', '3']);
  });

  it('matches the industry case-insensitively, and the description', () => {
    expect(filterDemoAgents(AGENTS, 'dent').map((a) => a.id)).toEqual(['2']);
    expect(filterDemoAgents(AGENTS, 'heating').map((a) => a.id)).toEqual(['3']);
    expect(filterDemoAgents(AGENTS, 'médspa')).toEqual([]);
    expect(filterDemoAgents(AGENTS, 'méd').map((a) => a.id)).toEqual(['1']);
  });
});
