import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { getMe } from './access.service';

/**
 * The SPA's first call on every page: always 200, `{ me: null }` when signed out, so a visitor's browser logs no
 * failed request. `/api/me` stays the strict variant (401 without a session) for API callers.
 */
export const sessionRoutes = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', 'no-store');
  const user = c.var.session?.user;
  return c.json({ me: user ? await getMe(c.var.db, user, c.var.deps.env.ADMIN_EMAIL, c.var.logger) : null });
});
