import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { AppError } from '../lib/app-error';
import { isLoopbackAddress } from '../lib/loopback';

/**
 * Development conveniences (the local mailbox, demo accounts, the test-mode checkout) serve only a browser on this
 * machine, unless `DEV_TOOLS=public` opens them on purpose (a shared staging server). Decision 015.
 */
export const isDevToolsClient = (c: Context<AppEnv>) =>
  c.var.deps.env.DEV_TOOLS === 'public' || isLoopbackAddress(c.var.clientIp);

/** To anyone else a dev tool does not exist: 404, like a route that is not there. */
export const devToolsOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!isDevToolsClient(c)) throw new AppError('NOT_FOUND', 'No such API endpoint.');
  await next();
});
