import type { DemoAgentList } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/server';
import { DEMO_AGENT_DEFINITIONS } from '../../db/demo-agent-definitions';
import { demoAgents } from '../../db/schema';
import { readPromptFacts } from '../../lib/voice/local-agent/dialogue/prompt-facts';

describe('GET /api/demo-agents', () => {
  const server = useTestServer();
  const list = async () => {
    const response = await server().client().get('/api/demo-agents');
    expect(response.status).toBe(200);
    return (await response.json()) as DemoAgentList;
  };

  it('lists an agent for each major industry, with its voice agent id and without its prompt', async () => {
    const { agents } = await list();
    const industries = agents.map((agent) => agent.industry);
    for (const industry of [
      'Med spa',
      'Real estate',
      'Legal',
      'Home services',
      'Dental',
      'HVAC',
      'Restaurant',
      'Insurance',
    ]) {
      expect(industries).toContain(industry);
    }
    for (const agent of agents) {
      expect(agent).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: expect.any(String),
        industry: expect.any(String),
        description: expect.any(String),
        color: expect.stringMatching(/^#[0-9a-f]{6}$/),
        voiceAgentId: expect.stringMatching(/^[\w-]+$/),
        firstMessage: expect.any(String),
        defaultLanguage: expect.stringMatching(/^[a-z]{2}$/),
      });
    }
    expect(agents.find((agent) => agent.defaultLanguage === 'es')).toBeDefined();
  });

  it('seeds prompts the local agent can answer hours, prices, services and booking from', () => {
    for (const definition of DEMO_AGENT_DEFINITIONS) {
      const facts = readPromptFacts(definition.systemPrompt);
      for (const label of ['Business', 'Hours', 'Services', 'Prices', 'Qualify', 'Booking'] as const) {
        expect(facts[label], `${definition.voiceAgentId}: ${label}`).toEqual(expect.any(String));
      }
    }
  });

  it('leaves out inactive agents and keeps the sort order', async () => {
    await server().db.update(demoAgents).set({ isActive: false }).where(eq(demoAgents.voiceAgentId, 'demo-legal'));
    await server().db.update(demoAgents).set({ sortOrder: -1 }).where(eq(demoAgents.voiceAgentId, 'demo-hvac'));
    try {
      const { agents } = await list();
      expect(agents.map((a) => a.voiceAgentId)).not.toContain('demo-legal');
      expect(agents[0]!.voiceAgentId).toBe('demo-hvac');
    } finally {
      await server().db.update(demoAgents).set({ isActive: true }).where(eq(demoAgents.voiceAgentId, 'demo-legal'));
      await server().db.update(demoAgents).set({ sortOrder: 60 }).where(eq(demoAgents.voiceAgentId, 'demo-hvac'));
    }
  });
});
