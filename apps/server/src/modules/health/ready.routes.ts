import { readinessSchema } from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { jsonResponse } from '../../api/json-content';

const getReadyRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'public',
  tags: ['operations'],
  summary: 'Readiness check',
  description:
    '200 while the instance takes traffic; 503 once it is shutting down (before it stops accepting) or when its database does not answer. `/api/health` stays the liveness check.',
  responses: {
    200: jsonResponse(readinessSchema, 'Ready for traffic'),
    503: jsonResponse(readinessSchema, 'Draining for shutdown, or the database does not answer'),
  },
});

export const readyRoutes = createRouter().openapi(getReadyRoute, async (c) => {
  c.header('Cache-Control', 'no-store');
  if (c.var.deps.readiness.isDraining()) return c.json({ status: 'draining' as const }, 503);
  try {
    await c.var.deps.database.ping();
    return c.json({ status: 'ready' as const }, 200);
  } catch (error) {
    c.var.logger.error('readiness check failed', { error });
    return c.json({ status: 'error' as const }, 503);
  }
});
