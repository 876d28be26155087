import { adminDashboardQuerySchema, adminDashboardSchema } from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { jsonResponse } from '../../api/json-content';
import { getAdminDashboard } from './get-dashboard.service';

const dashboardRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'admin',
  tags: ['admin: dashboard'],
  summary: 'The business in figures, for a period and the one before',
  description:
    'A preset `period` ending today (UTC) or a custom `from`–`to` (UTC days, both included, at most 731 days); each figure for that period and for the previous period of equal length: members, revenue (net of refunds) and its months, marketplace orders, sign-ups, demo bookings, voice demo calls, newsletter confirmations and the visitor funnel (decision 031).',
  request: { query: adminDashboardQuerySchema },
  responses: { 200: jsonResponse(adminDashboardSchema, 'The figures') },
});

/** `/api/admin/dashboard` (issue 17 point 2). */
export const adminDashboardRoutes = createRouter({ cacheControl: 'no-store' }).openapi(dashboardRoute, async (c) =>
  c.json(await getAdminDashboard(c.var.db, c.req.valid('query')), 200),
);
