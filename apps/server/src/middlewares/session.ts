import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

/**
 * better-auth's session cookie, `receptiva.session_token` (`__Secure-receptiva.session_token` over https). A request
 * without it has no session: better-auth is not asked, which spares most public requests its lookup.
 */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?receptiva\.session_token=/;

/** Loads the better-auth session (or null) from the request's cookies (lib/session-reader.ts). */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const cookie = c.req.header('cookie');
  const hasSessionCookie = cookie !== undefined && SESSION_COOKIE.test(cookie);
  c.set('session', hasSessionCookie ? await c.var.deps.readSession(c.req.raw.headers) : null);
  await next();
});
