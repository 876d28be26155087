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

/**
 * A browser names the page that sent a request: `Origin` on every cross-origin request and on same-origin POSTs,
 * `Sec-Fetch-Site` in every current browser. One of them must say "this site"; a request with neither is refused
 * too, so a browser that hides both cannot be used for a forged request (decision 014).
 */
export function isSameOriginRequest(c: Context<AppEnv>): boolean {
  const origin = c.req.header('origin');
  if (origin && origin !== 'null') return trustedOrigins(c.var.deps.env).has(origin);
  return c.req.header('sec-fetch-site') === 'same-origin';
}

/** CSRF defence for state-changing routes, beside SameSite=Lax cookies and the JSON-only content type. */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && !isSameOriginRequest(c)) {
    throw new AppError('FORBIDDEN', 'This request must come from a page of this site.');
  }
  await next();
});
