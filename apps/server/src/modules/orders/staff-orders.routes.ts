import {
  orderAssignmentSchema,
  orderAssignSchema,
  orderFulfilmentChangeSchema,
  staffOrderDetailSchema,
  staffOrderListQuerySchema,
  staffOrderListSchema,
  staffOrderParamsSchema,
} from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import { assignOrder } from './assign-order.service';
import { changeFulfilmentStatus } from './change-fulfilment-status.service';
import { getStaffOrder } from './get-staff-order.service';
import { listStaffOrders } from './list-staff-orders.service';

const listRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'staff',
  tags: ['staff-orders'],
  summary: 'Marketplace orders to fulfil',
  description:
    'Paid marketplace orders, one flat row each; `search` matches the receipt number, the customer’s e-mail or name and the services; filtered by `fulfilmentStatus`, sorted and paged.',
  request: { query: staffOrderListQuerySchema },
  responses: { 200: jsonResponse(staffOrderListSchema, 'One page of orders') },
});

const detailRoute = defineRoute({
  method: 'get',
  path: '/{orderId}',
  access: 'staff',
  tags: ['staff-orders'],
  summary: 'One order to fulfil',
  description: 'Its lines, its whole timeline (internal notes too) and the statuses it may move to now.',
  request: { params: staffOrderParamsSchema },
  responses: {
    200: jsonResponse(staffOrderDetailSchema, 'The order'),
    404: errorResponse('NOT_FOUND: no paid order has this id'),
  },
});

const changeStatusRoute = defineRoute({
  method: 'post',
  path: '/{orderId}/status',
  access: 'staff',
  tags: ['staff-orders'],
  summary: 'Move an order along',
  description:
    'paid → in_progress → delivered, or cancelled before delivery, with a note that stays internal unless `shareNote`. The customer gets an e-mail; the change is audited. A repeated or concurrent change applies once.',
  request: { params: staffOrderParamsSchema, body: jsonBody(orderFulfilmentChangeSchema) },
  responses: {
    200: jsonResponse(staffOrderDetailSchema, 'The order as it is now'),
    404: errorResponse('NOT_FOUND: no paid order has this id'),
    409: errorResponse('ORDER_TRANSITION_NOT_ALLOWED: not from the order’s current status (or it just moved)'),
  },
});

const assignRoute = defineRoute({
  method: 'put',
  path: '/{orderId}/assignee',
  access: 'staff',
  tags: ['staff-orders'],
  summary: 'Take or release an order',
  description: '`"me"` takes the order’s work, `null` releases it. Audited; the customer is not told.',
  request: { params: staffOrderParamsSchema, body: jsonBody(orderAssignSchema) },
  responses: {
    200: jsonResponse(orderAssignmentSchema, 'Who has the order now'),
    404: errorResponse('NOT_FOUND: no paid order has this id'),
  },
});

const actorOf = (user: { id: string; email: string; name?: string | null }) => ({
  id: user.id,
  label: user.name?.trim() ? `${user.name.trim()} (${user.email})` : user.email,
});

/** `/api/staff/orders`: staff (and admins) fulfil marketplace orders; the staff dashboard's work queue lists them. */
export const staffOrderRoutes = createRouter({ cacheControl: 'private, no-store' })
  .openapi(listRoute, async (c) => c.json(await listStaffOrders(c.var.db, c.req.valid('query')), 200))
  .openapi(detailRoute, async (c) => c.json(await getStaffOrder(c.var.db, c.req.valid('param').orderId), 200))
  .openapi(changeStatusRoute, async (c) => {
    const order = await changeFulfilmentStatus(c.var.db, {
      orderId: c.req.valid('param').orderId,
      change: c.req.valid('json'),
      actor: actorOf(c.var.session!.user),
      publicUrl: c.var.deps.env.PUBLIC_URL,
    });
    c.var.deps.mailWorker.kick();
    return c.json(order, 200);
  })
  .openapi(assignRoute, async (c) =>
    c.json(
      await assignOrder(c.var.db, {
        orderId: c.req.valid('param').orderId,
        assignee: c.req.valid('json').assignee,
        actor: actorOf(c.var.session!.user),
      }),
      200,
    ),
  );
