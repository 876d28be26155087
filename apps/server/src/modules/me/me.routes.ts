import { meResponseSchema, sessionResponseSchema } from '@receptiva/shared';
import type { Context } from 'hono';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { jsonResponse } from '../../api/json-content';
import type { AppEnv } from '../../app-env';
import { getMe } from './get-me.service';

const getMeRoute = defineRoute({
  method: 'get',
  path: '/me',
  access: 'session',
  tags: ['account'],
  summary: 'The signed-in user',
  description: 'Account, profile, role and what the user may access (spec §6).',
  responses: { 200: jsonResponse(meResponseSchema, 'The signed-in user') },
});

const getSessionRoute = defineRoute({
  method: 'get',
  path: '/session',
  access: 'public',
  tags: ['account'],
  summary: 'The signed-in user, or null',
  description:
    "The web app's first call on every page: always 200, `{ me: null }` when signed out, so a visitor's browser logs no failed request.",
  responses: { 200: jsonResponse(sessionResponseSchema, 'The signed-in user, or null when signed out') },
});

/** Reads its access facts with the profile (one round trip) rather than through `accessOf`: no policy needs them. */
async function meOf(c: Context<AppEnv>) {
  const user = c.var.session?.user;
  return user ? getMe(c.var.db, user, c.var.deps.env.ADMIN_EMAIL) : null;
}

export const meRoutes = createRouter()
  .openapi(getMeRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json((await meOf(c))!, 200);
  })
  .openapi(getSessionRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ me: await meOf(c) }, 200);
  });
