import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

/** Loads the better-auth session (or null) from the request's cookies. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  c.set('session', session);
  await next();
});
