import {
  adminUserActionParamsSchema,
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserParamsSchema,
  adminUserRoleParamsSchema,
  grantMembershipInputSchema,
} from '@receptiva/shared';
import type { Context } from 'hono';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import type { AppEnv } from '../../app-env';
import type { AuditActor } from '../../lib/audit/record-audit';
import { runAccountAction } from './account-actions.service';
import { changeRole } from './change-role.service';
import { getAdminUser } from './get-user.service';
import { cancelGrantedMembership, grantMembership } from './grant-membership.service';
import { listAdminUsers } from './list-users.service';

const tags = ['admin: users'];
const notFound = errorResponse('NOT_FOUND: no user has this id');
const detail = (description: string) => jsonResponse(adminUserDetailSchema, description);

const listRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'admin',
  tags,
  summary: 'Every user',
  description: 'Search in name and e-mail, filter by role and membership state, sort, page.',
  request: { query: adminUserListQuerySchema },
  responses: { 200: jsonResponse(adminUserListSchema, 'One page of users') },
});

const getRoute = defineRoute({
  method: 'get',
  path: '/{userId}',
  access: 'admin',
  tags,
  summary: 'One user',
  description: 'Profile, roles, membership, orders, teams, sessions and the latest audit entries about them.',
  request: { params: adminUserParamsSchema },
  responses: { 200: detail('The user'), 404: notFound },
});

const grantRoleRoute = defineRoute({
  method: 'put',
  path: '/{userId}/roles/{role}',
  access: 'admin',
  tags,
  summary: 'Grant a role',
  description: '`admin`, or `member` (staff). Idempotent; audited when it changes something.',
  request: { params: adminUserRoleParamsSchema },
  responses: { 200: detail('The user as they are now'), 404: notFound },
});

const revokeRoleRoute = defineRoute({
  method: 'delete',
  path: '/{userId}/roles/{role}',
  access: 'admin',
  tags,
  summary: 'Revoke a role',
  description: 'The ADMIN_EMAIL account keeps its admin role, and an admin cannot remove their own.',
  request: { params: adminUserRoleParamsSchema },
  responses: {
    200: detail('The user as they are now'),
    404: notFound,
    409: errorResponse('ADMIN_ROLE_PROTECTED (the ADMIN_EMAIL account) or ADMIN_SELF_DEMOTION (your own admin role)'),
  },
});

const grantMembershipRoute = defineRoute({
  method: 'post',
  path: '/{userId}/membership',
  access: 'admin',
  tags,
  summary: 'Grant a membership manually',
  description: 'A paid `manual` order of no charge (decision 011) with the reason given, e.g. a deal made by phone.',
  request: { params: adminUserParamsSchema, body: jsonBody(grantMembershipInputSchema) },
  responses: {
    200: detail('The user, now a member'),
    404: notFound,
    409: errorResponse('CONFLICT: the user already has an active membership'),
  },
});

const cancelMembershipRoute = defineRoute({
  method: 'delete',
  path: '/{userId}/membership',
  access: 'admin',
  tags,
  summary: 'Cancel a granted membership',
  description: 'Ends the active manual grant at once. A paid membership ends through a refund instead.',
  request: { params: adminUserParamsSchema },
  responses: { 200: detail('The user as they are now'), 404: errorResponse('NOT_FOUND: no such user or no grant') },
});

const accountActionRoute = defineRoute({
  method: 'post',
  path: '/{userId}/actions/{action}',
  access: 'admin',
  tags,
  summary: 'Sign out everywhere, send a password reset, or resend the confirmation',
  description:
    '`revoke-sessions` ends every session of the user; `send-password-reset` and `resend-confirmation` e-mail the link (in their language) through better-auth. Audited.',
  request: { params: adminUserActionParamsSchema },
  responses: {
    200: detail('The user as they are now'),
    404: notFound,
    409: errorResponse('CONFLICT: resend-confirmation for an address already confirmed'),
  },
});

/** The signed-in admin, as the audit trail names them. */
const actorOf = (c: Context<AppEnv>): AuditActor => {
  const user = c.var.session!.user;
  return { id: user.id, label: user.email };
};

const adminEmailOf = (c: Context<AppEnv>) => c.var.deps.env.ADMIN_EMAIL;

/** `/api/admin/users`: admins find people, make them staff or admin, grant memberships (issue 17); all audited. */
export const adminUserRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(listRoute, async (c) => c.json(await listAdminUsers(c.var.db, adminEmailOf(c), c.req.valid('query')), 200))
  .openapi(getRoute, async (c) =>
    c.json(await getAdminUser(c.var.db, adminEmailOf(c), c.req.valid('param').userId), 200),
  )
  .openapi(grantRoleRoute, async (c) => {
    const { userId, role } = c.req.valid('param');
    const change = { adminEmail: adminEmailOf(c), actor: actorOf(c), userId, role, grant: true };
    return c.json(await changeRole(c.var.db, change), 200);
  })
  .openapi(revokeRoleRoute, async (c) => {
    const { userId, role } = c.req.valid('param');
    const change = { adminEmail: adminEmailOf(c), actor: actorOf(c), userId, role, grant: false };
    return c.json(await changeRole(c.var.db, change), 200);
  })
  .openapi(grantMembershipRoute, async (c) => {
    const { userId } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const change = { adminEmail: adminEmailOf(c), actor: actorOf(c), userId, reason };
    return c.json(await grantMembership(c.var.db, change), 200);
  })
  .openapi(accountActionRoute, async (c) => {
    const { userId, action } = c.req.valid('param');
    const request = { auth: c.var.deps.auth, adminEmail: adminEmailOf(c), actor: actorOf(c), userId, action };
    const user = await runAccountAction(c.var.db, request);
    c.var.deps.mailWorker.kick();
    return c.json(user, 200);
  })
  .openapi(cancelMembershipRoute, async (c) => {
    const change = { adminEmail: adminEmailOf(c), actor: actorOf(c), userId: c.req.valid('param').userId };
    return c.json(await cancelGrantedMembership(c.var.db, change), 200);
  });
