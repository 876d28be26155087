import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../app-env';
import { trustedForwardedValue } from '../lib/forwarded-header';
import { redactPath } from '../lib/redact-path';

const REQUEST_ID = /^[\w.-]{1,64}$/;

function clientIpOf(c: Parameters<Parameters<typeof createMiddleware<AppEnv>>[0]>[0], proxyHops: number): string {
  const forwarded = trustedForwardedValue(c.req.header('x-forwarded-for'), proxyHops);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}

/** Request id (kept from X-Request-Id when sane), a child logger, the client IP, and one log line per request. */
export const requestContext = (deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    const logger = deps.logger.child({ requestId });
    c.set('deps', deps);
    c.set('db', deps.database.db);
    c.set('requestId', requestId);
    c.set('logger', logger);
    c.set('clientIp', clientIpOf(c, deps.env.TRUST_PROXY));
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    const path = c.req.path;
    if (path.startsWith('/api') || c.res.status >= 400) {
      logger.info('request', {
        method: c.req.method,
        path: redactPath(path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    }
  });
