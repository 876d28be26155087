import { demoAgentListSchema } from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { jsonResponse } from '../../api/json-content';
import { listActiveDemoAgents } from './demo-agents.service';

const listDemoAgentsRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'public',
  tags: ['voice demo'],
  summary: 'Demo agents',
  description: 'The agents of the live voice demo, active ones in display order (the demo is open to everyone).',
  responses: { 200: jsonResponse(demoAgentListSchema, 'The active demo agents') },
});

export const demoAgentRoutes = createRouter().openapi(listDemoAgentsRoute, async (c) => {
  c.header('Cache-Control', 'no-cache');
  return c.json({ agents: await listActiveDemoAgents(c.var.db) }, 200);
});
