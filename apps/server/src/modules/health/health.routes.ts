import { healthSchema } from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { jsonResponse } from '../../api/json-content';

const getHealthRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'public',
  tags: ['operations'],
  summary: 'Health check',
  description: '200 only when the database answers; load balancers take the instance out otherwise.',
  responses: {
    200: jsonResponse(healthSchema, 'The instance and its database answer'),
    503: jsonResponse(healthSchema, 'The database does not answer'),
  },
});

export const healthRoutes = createRouter().openapi(getHealthRoute, async (c) => {
  c.header('Cache-Control', 'no-store');
  const database = c.var.deps.database.kind;
  try {
    await c.var.deps.database.ping();
    return c.json({ status: 'ok' as const, database }, 200);
  } catch (error) {
    c.var.logger.error('health check failed', { error });
    return c.json({ status: 'error' as const, database }, 503);
  }
});
