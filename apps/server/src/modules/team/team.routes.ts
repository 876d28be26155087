import {
  addTeamMemberResultSchema,
  addTeamMemberSchema,
  invitationSentSchema,
  pageQuerySchema,
  removedSchema,
  teamAuditPageSchema,
  teamListSchema,
  teamMemberParamsSchema,
  teamMemberResultSchema,
  updateTeamMemberSchema,
} from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import { addTeamMember } from './add-team-member.service';
import { getTeamAudit } from './get-team-audit.service';
import { listTeamMembers } from './list-team-members.service';
import { removeTeamMember } from './remove-team-member.service';
import { resendInvitation } from './resend-invitation.service';
import { revokeInvitation } from './revoke-invitation.service';
import { teamCallerOf } from './team-route-context';
import { updateTeamMember } from './update-team-member.service';

const notFound = errorResponse('NOT_FOUND: no such row on the caller’s team');
const params = teamMemberParamsSchema;

const listRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'paid-member',
  tags: ['team'],
  summary: 'The owner’s team',
  description: 'Every row of the caller’s team, newest first (spec §6), and how many the team may hold.',
  responses: { 200: jsonResponse(teamListSchema, 'The team list') },
});

const addRoute = defineRoute({
  method: 'post',
  path: '/',
  access: 'paid-member',
  tags: ['team'],
  summary: 'Add a team member',
  description:
    'Spec §4: an e-mail with an account is linked at once (`linked`, status active, a notice e-mail, and an invitation too when AI access is granted); otherwise an invitation is sent (`invited`).',
  request: { body: jsonBody(addTeamMemberSchema) },
  responses: {
    201: jsonResponse(addTeamMemberResultSchema, 'Added'),
    409: errorResponse('TEAM_MEMBER_EXISTS (field `email`) or TEAM_LIMIT_REACHED'),
    422: errorResponse('TEAM_SELF_INVITE (field `email`): the owner’s own e-mail'),
  },
});

const auditRoute = defineRoute({
  method: 'get',
  path: '/audit',
  access: 'paid-member',
  tags: ['team'],
  summary: 'The team’s audit trail',
  description: 'Every change to the caller’s team, newest first, one page at a time.',
  request: { query: pageQuerySchema },
  responses: { 200: jsonResponse(teamAuditPageSchema, 'One page of the trail') },
});

const updateRoute = defineRoute({
  method: 'patch',
  path: '/{memberId}',
  access: 'paid-member',
  owned: 'team-member',
  tags: ['team'],
  summary: 'Edit a team member',
  description: 'Names, phone, role and both access switches; the e-mail cannot change.',
  request: { params, body: jsonBody(updateTeamMemberSchema) },
  responses: { 200: jsonResponse(teamMemberResultSchema, 'The row as it is now'), 404: notFound },
});

const removeRoute = defineRoute({
  method: 'delete',
  path: '/{memberId}',
  access: 'paid-member',
  owned: 'team-member',
  tags: ['team'],
  summary: 'Remove a team member',
  description: 'The row and its invitation links go; the person’s team access ends with their next request.',
  request: { params },
  responses: { 200: jsonResponse(removedSchema, 'Removed'), 404: notFound },
});

const resendRoute = defineRoute({
  method: 'post',
  path: '/{memberId}/resend-invitation',
  access: 'paid-member',
  owned: 'team-member',
  tags: ['team'],
  summary: 'Send a pending invitation again',
  description: 'A new link, valid 7 days; the previous link stops working.',
  request: { params },
  responses: {
    200: jsonResponse(invitationSentSchema, 'Sent'),
    404: notFound,
    409: errorResponse('INVITATION_NOT_PENDING: the person is active or the invitation was revoked'),
  },
});

const revokeRoute = defineRoute({
  method: 'post',
  path: '/{memberId}/revoke-invitation',
  access: 'paid-member',
  owned: 'team-member',
  tags: ['team'],
  summary: 'Withdraw a pending invitation',
  description: 'The row becomes `revoked` and every link of it stops working.',
  request: { params },
  responses: {
    200: jsonResponse(teamMemberResultSchema, 'Revoked'),
    404: notFound,
    409: errorResponse('INVITATION_NOT_PENDING: the person is active or the invitation was already revoked'),
  },
});

/** `/api/team`: the owner's own team (issue 13); every call acts on the session user's rows only. */
export const teamRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(listRoute, async (c) => c.json(await listTeamMembers(c.var.db, c.var.session!.user.id), 200))
  .openapi(addRoute, async (c) => {
    const input = c.req.valid('json');
    const result = await addTeamMember(c.var.db, teamCallerOf(c, input.locale), input);
    c.var.deps.mailWorker.kick();
    return c.json(result, 201);
  })
  .openapi(auditRoute, async (c) =>
    c.json(await getTeamAudit(c.var.db, c.var.session!.user.id, c.req.valid('query').page), 200),
  )
  .openapi(updateRoute, async (c) => {
    const { memberId } = c.req.valid('param');
    const input = c.req.valid('json');
    return c.json(await updateTeamMember(c.var.db, { ownerId: c.var.session!.user.id, memberId, input }), 200);
  })
  .openapi(removeRoute, async (c) => {
    const { memberId } = c.req.valid('param');
    return c.json(await removeTeamMember(c.var.db, { ownerId: c.var.session!.user.id, memberId }), 200);
  })
  .openapi(resendRoute, async (c) => {
    const result = await resendInvitation(c.var.db, teamCallerOf(c), c.req.valid('param').memberId);
    c.var.deps.mailWorker.kick();
    return c.json(result, 200);
  })
  .openapi(revokeRoute, async (c) => {
    const { memberId } = c.req.valid('param');
    return c.json(await revokeInvitation(c.var.db, { ownerId: c.var.session!.user.id, memberId }), 200);
  });
