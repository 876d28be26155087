import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { Env } from '../env';
import { AppError } from '../lib/app-error';
import { trustedOriginsFor } from '../lib/auth';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const trustedOriginsByEnv = new WeakMap<Env, ReadonlySet<string>>();

const trustedOrigins = (env: Env) => {
  let origins = trustedOriginsByEnv.get(env);
  if (!origins) {
    origins = new Set(trustedOriginsFor(env));
    trustedOriginsByEnv.set(env, origins);
  }
  return origins;
};

/** The content types a page on another site can send without asking first (an HTML form, `text/plain`). */
const SIMPLE_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\s*(;|$)/i;

/**
 * A browser names the page that sent a request: `Origin` on every cross-origin request and on same-origin POSTs,
 * `Sec-Fetch-Site` in every current browser. When it says anything, it must say "this site". A request that names
 * no page at all is not from a current browser (curl, a server): it may send JSON, which no cross-site page can send
 * without a CORS preflight that this API never grants, but not a form or text body (decision 014).
 */
function isSameOriginRequest(c: Context<AppEnv>): boolean {
  const origin = c.req.header('origin');
  if (origin) return origin !== 'null' && trustedOrigins(c.var.deps.env).has(origin);
  const site = c.req.header('sec-fetch-site');
  if (site) return site === 'same-origin';
  return !SIMPLE_TYPE.test(c.req.header('content-type') ?? '');
}

/** CSRF defence for state-changing routes, beside SameSite=Lax cookies and the JSON-only content type. */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && !isSameOriginRequest(c)) {
    throw new AppError('FORBIDDEN', 'This request must come from a page of this site.');
  }
  await next();
});
