import {
  accountDeletedSchema,
  accountOverviewSchema,
  accountSessionsSchema,
  deleteAccountSchema,
  meResponseSchema,
  otherSessionsRevokedSchema,
  sessionIdParamSchema,
  sessionRevokedSchema,
  updateProfileSchema,
} from '@receptiva/shared';
import type { Context } from 'hono';
import { z } from 'zod';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import type { AppEnv } from '../../app-env';
import { getMe } from '../me/get-me.service';
import { exportAccountData } from './data-export/export-account-data.service';
import { deleteAccount } from './delete-account.service';
import { getAccount } from './get-account.service';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions.service';
import { signOutCookies } from './sign-out-cookies';
import { updateProfile } from './update-profile.service';

const getAccountRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'session',
  tags: ['account'],
  summary: 'The caller’s account settings',
  description: 'Whether the account can be deleted now, and if not why (a running commitment, with its end date).',
  responses: { 200: jsonResponse(accountOverviewSchema, 'The account settings') },
});

const updateProfileRoute = defineRoute({
  method: 'patch',
  path: '/profile',
  access: 'session',
  tags: ['account'],
  summary: 'Change the caller’s names, phone or e-mail language',
  description: 'Any of first name, last name, phone and locale; the full name follows the names. Answers `/api/me`.',
  request: { body: jsonBody(updateProfileSchema) },
  responses: { 200: jsonResponse(meResponseSchema, 'The signed-in user, updated') },
});

const deleteAccountRoute = defineRoute({
  method: 'delete',
  path: '/',
  access: 'session',
  tags: ['account'],
  summary: 'Delete the caller’s account',
  description:
    'Confirmed with the password. The person leaves every team, orders are kept for accounting without personal data, everything else about the account is deleted and the session cookie is cleared.',
  request: { body: jsonBody(deleteAccountSchema) },
  responses: {
    200: jsonResponse(accountDeletedSchema, 'Deleted; the answer clears the session cookie'),
    400: errorResponse('INVALID_PASSWORD (field `password`) or VALIDATION_FAILED'),
    409: errorResponse('ACCOUNT_COMMITMENT_ACTIVE, or CONFLICT for the ADMIN_EMAIL account'),
    429: errorResponse('RATE_LIMITED: too many wrong passwords'),
  },
});

const listSessionsRoute = defineRoute({
  method: 'get',
  path: '/sessions',
  access: 'session',
  tags: ['account'],
  summary: 'The caller’s signed-in sessions',
  description: 'Device, IP address, created and last seen; the current one is marked. Ids only, never tokens.',
  responses: { 200: jsonResponse(accountSessionsSchema, 'The active sessions') },
});

const revokeSessionRoute = defineRoute({
  method: 'delete',
  path: '/sessions/{sessionId}',
  access: 'session',
  owned: 'account-session',
  tags: ['account'],
  summary: 'Sign one of the caller’s sessions out',
  request: { params: sessionIdParamSchema },
  responses: {
    200: jsonResponse(sessionRevokedSchema, 'Signed out'),
    404: errorResponse('NOT_FOUND: the caller has no such session'),
  },
});

const revokeOtherSessionsRoute = defineRoute({
  method: 'post',
  path: '/sessions/revoke-others',
  access: 'session',
  tags: ['account'],
  summary: 'Sign every other session of the caller out',
  description: 'Keeps the session of this request.',
  responses: { 200: jsonResponse(otherSessionsRevokedSchema, 'How many sessions were signed out') },
});

const exportDataRoute = defineRoute({
  method: 'get',
  path: '/export',
  access: 'session',
  tags: ['account'],
  summary: 'Download the caller’s data as a zip',
  description:
    'JSON files of the profile, team, orders, support tickets, consents, onboarding, university progress and assistant conversations, with a README.txt. No password hash, token, staff note or other person’s private data. Five downloads per hour; each one is audited.',
  responses: {
    200: {
      description: 'The zip, as an attachment named `receptiva-data-<YYYY-MM-DD>.zip`',
      content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
    },
    429: errorResponse('RATE_LIMITED: more than five downloads in an hour'),
  },
});

/** The session the policy let through (every route here is `session`). */
const callerOf = (c: Context<AppEnv>) => {
  const { user, session } = c.var.session!;
  return { user, userId: user.id, currentSessionId: session.id };
};

/** `/api/account`: the signed-in caller's own account; every call acts on the session's user only. */
export const accountRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(getAccountRoute, async (c) =>
    c.json(await getAccount(c.var.db, callerOf(c).user, c.var.deps.env.ADMIN_EMAIL), 200),
  )
  .openapi(updateProfileRoute, async (c) => {
    const { user } = callerOf(c);
    await updateProfile(c.var.db, user.id, c.req.valid('json'));
    return c.json(await getMe(c.var.db, user, c.var.deps.env.ADMIN_EMAIL), 200);
  })
  .openapi(deleteAccountRoute, async (c) => {
    const { env, auth } = c.var.deps;
    const { password } = await auth.$context;
    await deleteAccount(c.var.db, {
      user: callerOf(c).user,
      password: c.req.valid('json').password,
      adminEmail: env.ADMIN_EMAIL,
      verifyPassword: password.verify,
      attempts: { limit: env.AUTH_RATE_LIMIT_PER_EMAIL, windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    });
    for (const cookie of await signOutCookies(auth, c.req.raw.headers))
      c.header('Set-Cookie', cookie, { append: true });
    return c.json({ deleted: true as const }, 200);
  })
  .openapi(listSessionsRoute, async (c) => c.json({ sessions: await listSessions(c.var.db, callerOf(c)) }, 200))
  .openapi(revokeSessionRoute, async (c) => {
    await revokeSession(c.var.db, callerOf(c), c.req.valid('param').sessionId);
    return c.json({ revoked: true as const }, 200);
  })
  .openapi(revokeOtherSessionsRoute, async (c) =>
    c.json({ revoked: await revokeOtherSessions(c.var.db, callerOf(c)) }, 200),
  )
  .openapi(exportDataRoute, async (c) => {
    const { user, userId, currentSessionId } = callerOf(c);
    const { fileName, bytes } = await exportAccountData(c.var.db, { userId, email: user.email, currentSessionId });
    // A binary body has no typed answer: the declaration documents it.
    return c.body(bytes, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    }) as never;
  });
