import {
  customerTicketListSchema,
  customerTicketThreadSchema,
  supportTicketCreateSchema,
  ticketParamsSchema,
  ticketReplySchema,
} from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import { consumeRateLimits } from '../../lib/rate-limit';
import { requestLocale } from '../team/team-route-context';
import { closeTicketAsCustomer } from './close-ticket.service';
import { createTicket } from './create-ticket.service';
import { replyAsCustomer } from './customer-reply.service';
import { getCustomerTicket } from './get-customer-ticket.service';
import { listCustomerTickets } from './list-customer-tickets.service';

const HOUR = 3600;
/** Enough for a busy account, too few to flood staff's inbox. */
const TICKETS_PER_HOUR = 10;

const listRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'member',
  tags: ['support'],
  summary: 'My support tickets',
  description:
    'The tickets of the caller’s own account and of every team they are an active member of, newest activity first.',
  responses: { 200: jsonResponse(customerTicketListSchema, 'The tickets') },
});

const createRoute = defineRoute({
  method: 'post',
  path: '/',
  access: 'member',
  tags: ['support'],
  summary: 'Open a support ticket',
  description:
    'Subject, category, message and an optional http(s) attachment link. `accountId` names the team’s owner in the team view; left out, the caller’s own account (or their team’s, without a membership). Staff are e-mailed. Rate-limited per user.',
  request: { body: jsonBody(supportTicketCreateSchema) },
  responses: {
    201: jsonResponse(customerTicketThreadSchema, 'The new ticket and its first message'),
    404: errorResponse('NOT_FOUND: `accountId` is not a team the caller is on'),
    429: errorResponse('RATE_LIMITED: too many tickets opened in the last hour'),
  },
});

const threadRoute = defineRoute({
  method: 'get',
  path: '/{ticketId}',
  access: 'member',
  owned: 'support-ticket',
  tags: ['support'],
  summary: 'A ticket’s thread',
  description: 'The messages between the account and staff, oldest first. Internal notes are never part of it.',
  request: { params: ticketParamsSchema },
  responses: {
    200: jsonResponse(customerTicketThreadSchema, 'The ticket'),
    404: errorResponse('NOT_FOUND: no such ticket on an account the caller reads'),
  },
});

const replyRoute = defineRoute({
  method: 'post',
  path: '/{ticketId}/replies',
  access: 'member',
  owned: 'support-ticket',
  tags: ['support'],
  summary: 'Reply to a ticket',
  description:
    'The ticket is open again: from waiting on customer, or from resolved within 14 days. The assignee (else the staff address) is e-mailed.',
  request: { params: ticketParamsSchema, body: jsonBody(ticketReplySchema) },
  responses: {
    200: jsonResponse(customerTicketThreadSchema, 'The ticket with the reply'),
    404: errorResponse('NOT_FOUND: no such ticket on an account the caller reads'),
    409: errorResponse('TICKET_REOPEN_WINDOW_CLOSED: resolved more than 14 days ago; open a new ticket'),
  },
});

const closeRoute = defineRoute({
  method: 'post',
  path: '/{ticketId}/close',
  access: 'member',
  owned: 'support-ticket',
  tags: ['support'],
  summary: 'Close a ticket',
  description: 'Marks it resolved. Closing a resolved ticket changes nothing.',
  request: { params: ticketParamsSchema },
  responses: {
    200: jsonResponse(customerTicketThreadSchema, 'The ticket, resolved'),
    404: errorResponse('NOT_FOUND: no such ticket on an account the caller reads'),
  },
});

/** `/api/support/tickets` (decision 034): an account's people and their tickets with staff. */
export const supportTicketRoutes = createRouter({ cacheControl: 'private, no-store' })
  .openapi(listRoute, async (c) => c.json(await listCustomerTickets(c.var.db, c.var.session!.user.id), 200))
  .openapi(createRoute, async (c) => {
    const user = c.var.session!.user;
    const input = c.req.valid('json');
    await consumeRateLimits(c.var.db, [
      { key: `support-ticket:user:${user.id}`, limit: TICKETS_PER_HOUR, windowSeconds: HOUR },
    ]);
    const ticket = await createTicket(c.var.db, {
      userId: user.id,
      input,
      locale: requestLocale(c, input.locale),
      publicUrl: c.var.deps.env.PUBLIC_URL,
      logger: c.var.logger,
    });
    c.var.deps.mailWorker.kick();
    return c.json(ticket, 201);
  })
  .openapi(threadRoute, async (c) =>
    c.json(
      await getCustomerTicket(c.var.db, { ticketId: c.req.valid('param').ticketId, userId: c.var.session!.user.id }),
      200,
    ),
  )
  .openapi(replyRoute, async (c) => {
    const { body, attachmentUrl } = c.req.valid('json');
    const ticket = await replyAsCustomer(c.var.db, {
      ticketId: c.req.valid('param').ticketId,
      userId: c.var.session!.user.id,
      body,
      attachmentUrl,
      publicUrl: c.var.deps.env.PUBLIC_URL,
    });
    c.var.deps.mailWorker.kick();
    return c.json(ticket, 200);
  })
  .openapi(closeRoute, async (c) =>
    c.json(
      await closeTicketAsCustomer(c.var.db, {
        ticketId: c.req.valid('param').ticketId,
        userId: c.var.session!.user.id,
      }),
      200,
    ),
  );
