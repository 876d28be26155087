import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { type Access, loadAccess } from '../lib/access/access';

/** The signed-in caller's access, looked up at most once per request (the policy and the handler share it). */
export function accessOf(c: Context<AppEnv>): Promise<Access | null> {
  const user = c.var.session?.user;
  if (!user) return Promise.resolve(null);
  let access = c.var.access;
  if (!access) {
    access = loadAccess(c.var.db, user, c.var.deps.env.ADMIN_EMAIL, c.var.logger);
    c.set('access', access);
  }
  return access;
}
