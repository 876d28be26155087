import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireSession } from '../../middlewares/session';
import { getMe } from './access.service';

export const meRoutes = new Hono<AppEnv>().get('/', requireSession, async (c) => {
  const { user } = c.var.session!;
  c.header('Cache-Control', 'no-store');
  return c.json(await getMe(c.var.db, user, c.var.deps.env.ADMIN_EMAIL, c.var.logger));
});
