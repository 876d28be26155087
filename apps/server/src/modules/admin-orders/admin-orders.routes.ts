import {
  adminOrderFiltersSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderParamsSchema,
  adminOrderRowSchema,
} from '@receptiva/shared';
import { z } from 'zod';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonResponse } from '../../api/json-content';
import { exportAdminOrdersCsv } from './export-admin-orders-csv';
import { getAdminOrder, listAdminOrders } from './list-admin-orders.service';

const tags = ['admin: orders'];

const listRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'admin',
  tags,
  summary: 'Every order, membership and marketplace',
  description:
    'Membership checkouts and marketplace orders in one list: `kind`, payment `status`, creation days `from`–`to` (UTC, both included), `search` in the customer’s e-mail or name and the receipt number; sorted and paged.',
  request: { query: adminOrderListQuerySchema },
  responses: { 200: jsonResponse(adminOrderListSchema, 'One page of orders') },
});

const exportRoute = defineRoute({
  method: 'get',
  path: '/export.csv',
  access: 'admin',
  tags,
  summary: 'The filtered orders as CSV',
  description:
    "The same filters as the list, every matching order newest first, streamed in batches (memory stays flat for 100,000 rows). Text cells starting with = + - @ are prefixed with `'` so no spreadsheet runs them.",
  request: { query: adminOrderFiltersSchema },
  responses: { 200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } } },
});

const detailRoute = defineRoute({
  method: 'get',
  path: '/{kind}/{orderId}',
  access: 'admin',
  tags,
  summary: 'One order, as the list shows it',
  description:
    'Its row; the lines and timeline come from /api/staff/orders, payments and refunds from /api/admin/refunds.',
  request: { params: adminOrderParamsSchema },
  responses: {
    200: jsonResponse(adminOrderRowSchema, 'The order'),
    404: errorResponse('NOT_FOUND: no order of this kind has this id'),
  },
});

/** `/api/admin/orders`: the admin's orders list, its CSV export and an order's head (issue 17 point 4). */
export const adminOrderRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(listRoute, async (c) => c.json(await listAdminOrders(c.var.db, c.req.valid('query')), 200))
  .openapi(exportRoute, async (c) => {
    const day = new Date().toISOString().slice(0, 10);
    // A stream has no typed body: the declaration documents it.
    return c.body(exportAdminOrdersCsv(c.var.db, c.req.valid('query')), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders-${day}.csv"`,
      // no-transform: the compress middleware must not hold the rows back to gzip them.
      'Cache-Control': 'no-store, no-transform',
    }) as never;
  })
  .openapi(detailRoute, async (c) => {
    const { kind, orderId } = c.req.valid('param');
    return c.json(await getAdminOrder(c.var.db, kind, orderId), 200);
  });
