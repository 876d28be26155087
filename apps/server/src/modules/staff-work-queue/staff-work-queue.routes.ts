import { workQueueQuerySchema, workQueueSchema } from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { jsonResponse } from '../../api/json-content';
import { listWorkQueue } from './list-work-queue.service';

const listRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'staff',
  tags: ['staff-work-queue'],
  summary: 'The staff work queue',
  description:
    'Open demo bookings, onboarding forms and calls, open tickets, paid orders to fulfil and new members without a finished setup: a count per tab and one page of `tab`, oldest first, under `filter` (`all`, `mine`, `unassigned`). Each item carries the statuses it may move to; the change goes through its own route (`/api/staff/demo-bookings`, `/api/staff/onboarding-tasks`, `/api/staff/tickets`, `/api/staff/orders`).',
  request: { query: workQueueQuerySchema },
  responses: { 200: jsonResponse(workQueueSchema, 'The counts and one page of the tab') },
});

/** `/api/staff/work-queue`: the staff dashboard's one list (issue 18 point 2, decision 037). */
export const staffWorkQueueRoutes = createRouter({ cacheControl: 'private, no-store' }).openapi(listRoute, async (c) =>
  c.json(await listWorkQueue(c.var.db, c.req.valid('query'), c.var.session!.user.id), 200),
);
