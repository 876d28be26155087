import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { withClientIp } from '../../lib/auth-client-ip';
import {
  assertNotBackingOff,
  type BackoffPolicy,
  clearBackoff,
  recordFailure,
  signInBackoffKey,
  signUpBackoffKey,
} from '../../lib/backoff';
import { isDemoAccountEmail } from '../../lib/demo-accounts';
import { issueKnownDevice, KNOWN_DEVICE_COOKIE, knownDeviceCookie, knownDeviceId } from '../../lib/known-device';
import { consumeRateLimits, type RateLimitRule } from '../../lib/rate-limit';
import { typedAddressMailRule } from '../../lib/typed-address-mail';
import { parseJsonBody, validateBody } from '../../lib/validation';
import { isDevToolsClient } from '../../middlewares/dev-tools-only';
import { GUARDED_AUTH_PATHS } from './auth-input';
import { toErrorShape } from './error-shape';

/**
 * better-auth behind a guard: JSON and field validation with our shared schemas, Postgres-backed rate limits per IP
 * and per e-mail, and a clear answer for an e-mail that is already registered (the spec shows that message).
 */
export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
  const { auth, env } = c.var.deps;
  const subPath = c.req.path.replace(/^\/api\/auth/, '');
  if (c.req.method === 'GET') {
    const headers = withClientIp(c.req.raw.headers, c.var.clientIp);
    return toErrorShape(await auth.handler(new Request(c.req.raw.url, { method: 'GET', headers })));
  }

  const text = await c.req.text();
  const body = parseJsonBody(text);
  const guard = GUARDED_AUTH_PATHS[subPath];
  const input = guard ? validateBody(guard.schema, body) : body;

  const window = env.AUTH_RATE_LIMIT_WINDOW_SECONDS;
  const rules: RateLimitRule[] = [
    { key: `auth${subPath}:ip:${c.var.clientIp}`, limit: env.AUTH_RATE_LIMIT_PER_IP, windowSeconds: window },
  ];
  const email = typeof input === 'object' && input && 'email' in input ? String(input.email).toLowerCase() : null;
  if (guard?.limitByEmail && email) {
    rules.push({ key: `auth${subPath}:email:${email}`, limit: env.AUTH_RATE_LIMIT_PER_EMAIL, windowSeconds: window });
    // Both paths e-mail the typed address (the confirmation link, the reset link).
    rules.push(typedAddressMailRule(env, email));
  }
  await consumeRateLimits(c.var.db, rules);

  // Demo accounts have a published password: like the other development tools they serve this machine only.
  if (subPath === '/sign-in/email' && email && isDemoAccountEmail(email) && !isDevToolsClient(c)) {
    throw new AppError('INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password');
  }

  // The spec's "already registered" answer tells whether an address has an account: each such answer counts against
  // the caller's address with the same backoff as wrong passwords (decision 043).
  const backoff = { freeFailures: env.AUTH_RATE_LIMIT_PER_EMAIL, maxSeconds: window };
  if (subPath === '/sign-up/email' && email) {
    await assertNotBackingOff(c.var.db, signUpBackoffKey(c.var.clientIp));
    const [existing] = await c.var.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (existing) {
      await recordFailure(c.var.db, signUpBackoffKey(c.var.clientIp), backoff);
      throw new AppError('USER_ALREADY_EXISTS', 'User already exists. Use another email.');
    }
  }

  const headers = withClientIp(c.req.raw.headers, c.var.clientIp);
  headers.delete('content-length');
  const forwarded = new Request(c.req.raw.url, {
    method: 'POST',
    headers,
    body: guard ? JSON.stringify(input) : text,
  });
  if (subPath === '/sign-in/email' && email) return signInWithBackoff(c, email, forwarded, backoff);
  return toErrorShape(await auth.handler(forwarded));
});

/**
 * Wrong passwords for one address earn growing waits (free ones first), counted per address, or per device when the
 * browser holds a known-device cookie for that address: a stranger's guesses never lock the owner out of the browser
 * they signed in with before. A success forgets the failures and (re)issues the cookie (decision 043).
 */
async function signInWithBackoff(c: Context<AppEnv>, email: string, request: Request, policy: BackoffPolicy) {
  const { auth, env, secret } = c.var.deps;
  const deviceId = knownDeviceId(secret, email, getCookie(c, KNOWN_DEVICE_COOKIE));
  const key = deviceId ? signInBackoffKey.device(deviceId) : signInBackoffKey.email(email);
  await assertNotBackingOff(c.var.db, key);
  const response = await toErrorShape(await auth.handler(request));
  if (response.status === 401) {
    await recordFailure(c.var.db, key, policy);
    return response;
  }
  if (!response.ok) return response;
  await clearBackoff(c.var.db, [key]);
  const headers = new Headers(response.headers);
  const cookie = issueKnownDevice(secret, email, deviceId ?? undefined);
  headers.append('set-cookie', knownDeviceCookie(cookie, env.PUBLIC_URL.startsWith('https://')));
  return new Response(response.body, { status: response.status, headers });
}
