import { acceptInvitationResultSchema, invitationPreviewSchema, invitationTokenSchema } from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import { consumeRateLimits } from '../../lib/rate-limit';
import { acceptInvitation } from './accept-invitation.service';
import { previewInvitation } from './preview-invitation.service';

/** Generous for people (a page load, a retry), tight enough that guessing 256-bit tokens stays pointless anyway. */
const WINDOW_SECONDS = 600;
const PREVIEWS_PER_WINDOW = 120;
const ACCEPTS_PER_WINDOW = 30;

const previewRoute = defineRoute({
  method: 'post',
  path: '/preview',
  access: 'public',
  tags: ['team'],
  summary: 'What an invitation link offers',
  description:
    'Who invited which e-mail to what (role, CRM and AI assistant access), until when, and whether the link is still valid, expired, revoked or used. POST so the token stays out of logs and caches.',
  request: { body: jsonBody(invitationTokenSchema) },
  responses: {
    200: jsonResponse(invitationPreviewSchema, 'The invitation'),
    404: errorResponse('INVITATION_NOT_FOUND: no invitation has this token'),
    429: errorResponse('RATE_LIMITED'),
  },
});

const acceptRoute = defineRoute({
  method: 'post',
  path: '/accept',
  access: 'session',
  tags: ['team'],
  summary: 'Accept an invitation',
  description:
    'Links the signed-in account to the team row and makes it active, once. The account’s e-mail must be the invited one.',
  request: { body: jsonBody(invitationTokenSchema) },
  responses: {
    200: jsonResponse(acceptInvitationResultSchema, 'Joined: the owner whose team view to open'),
    403: errorResponse(
      'INVITATION_EMAIL_MISMATCH: signed in with another e-mail than the invited one; FORBIDDEN: not sent from a page of this site',
    ),
    404: errorResponse('INVITATION_NOT_FOUND'),
    409: errorResponse('INVITATION_USED'),
    410: errorResponse('INVITATION_EXPIRED or INVITATION_REVOKED'),
    429: errorResponse('RATE_LIMITED'),
  },
});

/** `/api/team-invitations`: the link an invited person opens (public preview) and accepts (signed in). */
export const teamInvitationRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(previewRoute, async (c) => {
    await consumeRateLimits(c.var.db, [
      {
        key: `team-invitation-preview:ip:${c.var.clientIp}`,
        limit: PREVIEWS_PER_WINDOW,
        windowSeconds: WINDOW_SECONDS,
      },
    ]);
    return c.json(await previewInvitation(c.var.db, c.req.valid('json').token), 200);
  })
  .openapi(acceptRoute, async (c) => {
    await consumeRateLimits(c.var.db, [
      { key: `team-invitation-accept:ip:${c.var.clientIp}`, limit: ACCEPTS_PER_WINDOW, windowSeconds: WINDOW_SECONDS },
    ]);
    const user = c.var.session!.user;
    return c.json(await acceptInvitation(c.var.db, user, c.req.valid('json').token), 200);
  });
