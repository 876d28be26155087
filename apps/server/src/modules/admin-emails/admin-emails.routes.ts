import {
  adminEmailDetailSchema,
  adminEmailListQuerySchema,
  adminEmailListSchema,
  adminEmailParamsSchema,
} from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonResponse } from '../../api/json-content';
import { getAdminEmail } from './get-email.service';
import { listAdminEmails } from './list-emails.service';
import { resendEmail } from './resend-email.service';

const tags = ['admin: e-mails'];
const notFound = errorResponse('NOT_FOUND: no e-mail has this id');

const listRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'admin',
  tags,
  summary: 'The e-mail outbox',
  description:
    'Every queued message without its bodies: search in recipient and subject, filter by status, sort, page; with the count of each status.',
  request: { query: adminEmailListQuerySchema },
  responses: { 200: jsonResponse(adminEmailListSchema, 'One page of e-mails') },
});

const getRoute = defineRoute({
  method: 'get',
  path: '/{emailId}',
  access: 'admin',
  tags,
  summary: 'One e-mail',
  description: 'Its text and HTML bodies (links in them may carry tokens), delivery attempts, last error and resends.',
  request: { params: adminEmailParamsSchema },
  responses: { 200: jsonResponse(adminEmailDetailSchema, 'The e-mail'), 404: notFound },
});

const resendRoute = defineRoute({
  method: 'post',
  path: '/{emailId}/resend',
  access: 'admin',
  tags,
  summary: 'Send an e-mail again',
  description:
    'Queues a copy of a sent or failed message as a new pending row (the original keeps its history); the mail worker sends it. Audited.',
  request: { params: adminEmailParamsSchema },
  responses: {
    200: jsonResponse(adminEmailDetailSchema, 'The copy, queued'),
    404: notFound,
    409: errorResponse('CONFLICT: the message is still pending, or a copy of it is already waiting'),
  },
});

/** `/api/admin/emails`: Admin → Settings → E-mail outbox (issue 17 point 6, decision 033). */
export const adminEmailRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(listRoute, async (c) => c.json(await listAdminEmails(c.var.db, c.req.valid('query')), 200))
  .openapi(getRoute, async (c) => c.json(await getAdminEmail(c.var.db, c.req.valid('param').emailId), 200))
  .openapi(resendRoute, async (c) => {
    const user = c.var.session!.user;
    const copy = await resendEmail(c.var.db, c.req.valid('param').emailId, { id: user.id, label: user.email });
    c.var.deps.mailWorker.kick();
    return c.json(copy, 200);
  });
