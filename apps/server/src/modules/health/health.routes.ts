import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** 200 only when the database answers; load balancers take the instance out otherwise. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', 'no-store');
  try {
    await c.var.deps.database.ping();
    return c.json({ status: 'ok', database: c.var.deps.database.kind });
  } catch (error) {
    c.var.logger.error('health check failed', { error });
    return c.json({ status: 'error', database: c.var.deps.database.kind }, 503);
  }
});
