import type { DemoAgentList } from '@receptiva/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { listActiveDemoAgents } from './demo-agents.service';

/** `GET /api/demo-agents`: the agents of the live voice demo (public: the demo is open to everyone). */
export const demoAgentRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const body: DemoAgentList = { agents: await listActiveDemoAgents(c.var.db) };
  c.header('Cache-Control', 'no-cache');
  return c.json(body);
});
