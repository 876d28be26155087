import { adminSearchQuerySchema, adminSearchResultSchema } from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { jsonResponse } from '../../api/json-content';
import { searchAdmin } from './admin-search.service';

const searchRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'admin',
  tags: ['admin: search'],
  summary: 'Search users and orders',
  description:
    'The admin layout’s search box: up to 8 users by name or e-mail and up to 8 orders (membership and marketplace) by receipt number or customer e-mail or name, each with the admin page it opens. `q` is 2 to 100 characters once trimmed; `%` and `_` match themselves.',
  request: { query: adminSearchQuerySchema },
  responses: { 200: jsonResponse(adminSearchResultSchema, 'The users and orders found') },
});

/** `/api/admin/search` (issue 17 point 1). */
export const adminSearchRoutes = createRouter({ cacheControl: 'no-store' }).openapi(searchRoute, async (c) =>
  c.json(await searchAdmin(c.var.db, c.req.valid('query').q), 200),
);
