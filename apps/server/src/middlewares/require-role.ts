import { hasRole, type StoredRole } from '@receptiva/shared';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { AppError } from '../lib/app-error';
import { resolveUserRole } from '../modules/me/access.service';

/** Authorises on the server with the same rule the UI uses (spec §6). Needs `loadSession` before it. */
export const requireRole = (required: StoredRole) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.var.session?.user;
    if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
    const role = await resolveUserRole(c.var.db, user, c.var.deps.env.ADMIN_EMAIL, c.var.logger);
    if (!hasRole(role, required)) throw new AppError('FORBIDDEN', 'You do not have access to this.');
    c.set('role', role);
    await next();
  });
