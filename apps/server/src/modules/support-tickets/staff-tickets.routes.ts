import {
  staffTicketListQuerySchema,
  staffTicketListSchema,
  staffTicketThreadSchema,
  ticketAssigneeListSchema,
  ticketAssignSchema,
  ticketNoteSchema,
  ticketParamsSchema,
  ticketReplySchema,
  ticketStatusChangeSchema,
} from '@receptiva/shared';
import type { Context } from 'hono';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import type { AppEnv } from '../../app-env';
import { assignTicket } from './assign-ticket.service';
import { changeTicketStatus } from './change-ticket-status.service';
import { getStaffTicket } from './get-staff-ticket.service';
import { listStaffTickets } from './list-staff-tickets.service';
import { listTicketAssignees } from './list-ticket-assignees.service';
import { writeAsStaff } from './staff-reply.service';

const TAGS = ['staff-tickets'];
const notFound = errorResponse('NOT_FOUND: no ticket has this id');

const listRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'staff',
  tags: TAGS,
  summary: 'Support tickets',
  description:
    'Every ticket; `search` matches the number, subject and the customer’s or account owner’s name or e-mail; filters by status, category, `assignee` (`mine`, `unassigned` or a staff id) and age; sorted and paged. `averages` covers every ticket the filters keep.',
  request: { query: staffTicketListQuerySchema },
  responses: { 200: jsonResponse(staffTicketListSchema, 'One page of tickets, and the averages') },
});

const assigneesRoute = defineRoute({
  method: 'get',
  path: '/assignees',
  access: 'staff',
  tags: TAGS,
  summary: 'Who tickets can be assigned to',
  description: 'Staff (role member) and admins.',
  responses: { 200: jsonResponse(ticketAssigneeListSchema, 'The staff users') },
});

const threadRoute = defineRoute({
  method: 'get',
  path: '/{ticketId}',
  access: 'staff',
  tags: TAGS,
  summary: 'A ticket with its whole thread',
  description: 'Replies and internal notes (marked `internal`), oldest first, with the response and resolution times.',
  request: { params: ticketParamsSchema },
  responses: { 200: jsonResponse(staffTicketThreadSchema, 'The ticket'), 404: notFound },
});

const replyRoute = defineRoute({
  method: 'post',
  path: '/{ticketId}/replies',
  access: 'staff',
  tags: TAGS,
  summary: 'Reply to the customer',
  description:
    'Moves the ticket to waiting on customer (a resolved one stays resolved), sets the first response time once, e-mails the customer in their language with a link to the thread. Audited.',
  request: { params: ticketParamsSchema, body: jsonBody(ticketReplySchema) },
  responses: { 200: jsonResponse(staffTicketThreadSchema, 'The ticket with the reply'), 404: notFound },
});

const noteRoute = defineRoute({
  method: 'post',
  path: '/{ticketId}/notes',
  access: 'staff',
  tags: TAGS,
  summary: 'Add an internal note',
  description: 'Seen by staff and admins only: never in a customer answer or e-mail. Audited.',
  request: { params: ticketParamsSchema, body: jsonBody(ticketNoteSchema) },
  responses: { 200: jsonResponse(staffTicketThreadSchema, 'The ticket with the note'), 404: notFound },
});

const assignRoute = defineRoute({
  method: 'put',
  path: '/{ticketId}/assignee',
  access: 'staff',
  tags: TAGS,
  summary: 'Assign, reassign or unassign',
  description: '`assigneeId` is a staff user (role member or admin), or `null`. Audited.',
  request: { params: ticketParamsSchema, body: jsonBody(ticketAssignSchema) },
  responses: {
    200: jsonResponse(staffTicketThreadSchema, 'The ticket'),
    400: errorResponse('VALIDATION_FAILED: `assigneeId` is not a staff user'),
    404: notFound,
  },
});

const statusRoute = defineRoute({
  method: 'post',
  path: '/{ticketId}/status',
  access: 'staff',
  tags: TAGS,
  summary: 'Change the status',
  description: 'Any of open, waiting on customer, resolved (which stamps the resolution time). Audited.',
  request: { params: ticketParamsSchema, body: jsonBody(ticketStatusChangeSchema) },
  responses: { 200: jsonResponse(staffTicketThreadSchema, 'The ticket'), 404: notFound },
});

const actorOf = (c: Context<AppEnv>) => {
  const user = c.var.session!.user;
  return { id: user.id, label: user.name?.trim() ? `${user.name.trim()} (${user.email})` : user.email };
};

/** `/api/staff/tickets` (decision 034): staff and admins answer tickets; /admin/support and the staff dashboard. */
export const staffTicketRoutes = createRouter({ cacheControl: 'private, no-store' })
  .openapi(listRoute, async (c) =>
    c.json(await listStaffTickets(c.var.db, c.req.valid('query'), c.var.session!.user.id), 200),
  )
  .openapi(assigneesRoute, async (c) => c.json(await listTicketAssignees(c.var.db, c.var.deps.env.ADMIN_EMAIL), 200))
  .openapi(threadRoute, async (c) => c.json(await getStaffTicket(c.var.db, c.req.valid('param').ticketId), 200))
  .openapi(replyRoute, async (c) => {
    const { body, attachmentUrl } = c.req.valid('json');
    const ticket = await writeAsStaff(c.var.db, {
      ticketId: c.req.valid('param').ticketId,
      staffUserId: c.var.session!.user.id,
      body,
      attachmentUrl,
      internal: false,
      publicUrl: c.var.deps.env.PUBLIC_URL,
    });
    c.var.deps.mailWorker.kick();
    return c.json(ticket, 200);
  })
  .openapi(noteRoute, async (c) =>
    c.json(
      await writeAsStaff(c.var.db, {
        ticketId: c.req.valid('param').ticketId,
        staffUserId: c.var.session!.user.id,
        body: c.req.valid('json').body,
        attachmentUrl: null,
        internal: true,
        publicUrl: c.var.deps.env.PUBLIC_URL,
      }),
      200,
    ),
  )
  .openapi(assignRoute, async (c) =>
    c.json(
      await assignTicket(c.var.db, {
        ticketId: c.req.valid('param').ticketId,
        assigneeId: c.req.valid('json').assigneeId,
        actor: actorOf(c),
        adminEmail: c.var.deps.env.ADMIN_EMAIL,
      }),
      200,
    ),
  )
  .openapi(statusRoute, async (c) =>
    c.json(
      await changeTicketStatus(c.var.db, {
        ticketId: c.req.valid('param').ticketId,
        status: c.req.valid('json').status,
        actor: actorOf(c),
      }),
      200,
    ),
  );
