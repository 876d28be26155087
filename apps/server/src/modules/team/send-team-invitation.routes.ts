import { invitationSentSchema, sendTeamInvitationSchema } from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import { sendTeamInvitation } from './send-team-invitation.service';
import { teamCallerOf } from './team-route-context';

const sendRoute = defineRoute({
  method: 'post',
  path: '/',
  access: 'paid-member',
  tags: ['team'],
  summary: 'Send a team invitation (spec §7)',
  description:
    'Sends, or sends again, the invitation of one row of the caller’s team: `teamMemberId` must be the caller’s and `email` that row’s. The inviter’s name always comes from the caller’s profile (`inviterName` is ignored).',
  request: { body: jsonBody(sendTeamInvitationSchema) },
  responses: {
    200: jsonResponse(invitationSentSchema, 'Sent; earlier links of the row stop working'),
    404: errorResponse('NOT_FOUND: no such row on the caller’s team'),
    409: errorResponse('INVITATION_NOT_PENDING: the invitation was revoked'),
  },
});

/** `/api/send-team-invitation`: the spec's server function, behind the owner's policy. */
export const sendTeamInvitationRoutes = createRouter({ cacheControl: 'no-store' }).openapi(sendRoute, async (c) => {
  const input = c.req.valid('json');
  const result = await sendTeamInvitation(c.var.db, teamCallerOf(c, input.locale), input);
  c.var.deps.mailWorker.kick();
  return c.json(result, 200);
});
