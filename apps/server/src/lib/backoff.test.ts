import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { linkIn, readMailbox, signIn, signUpAndConfirm, signUpBody } from '../../test/accounts';
import { countRows, useTestServer } from '../../test/server';
import { rateLimits, users } from '../db/schema';
import { backoffSeconds } from './backoff';

const retryAfterOf = (response: Response) => Number(response.headers.get('retry-after'));
let serial = 0;
/** A caller from an address of its own, so that the per-IP counters of one test do not touch another's. */
const nextIp = () => `198.51.100.${++serial}`;

describe('backoffSeconds', () => {
  it('waits nothing for the free failures, then 30 s doubling up to the maximum', () => {
    const policy = { freeFailures: 3, maxSeconds: 600 };
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => backoffSeconds(n, policy))).toEqual([
      0, 0, 30, 60, 120, 240, 480, 600, 600,
    ]);
  });
});

describe('sign-in backoff per address', () => {
  const server = useTestServer({ AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '1000' });
  const waitOver = (key: string) =>
    server().db.update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` }).where(eq(rateLimits.key, key));

  it('makes each wrong password after the free ones wait longer, and a refused attempt does not count', async () => {
    const { email, password } = await signUpAndConfirm(server());
    const stranger = server().client(nextIp());
    for (let i = 0; i < 3; i += 1) expect((await signIn(stranger, email, 'wrong-password')).status).toBe(401);
    const first = await signIn(server().client(nextIp()), email, password);
    expect(first.status).toBe(429);
    expect(retryAfterOf(first)).toBeGreaterThan(0);
    expect(retryAfterOf(first)).toBeLessThanOrEqual(30);

    await waitOver(`backoff:sign-in:email:${email}`);
    expect((await signIn(stranger, email, 'wrong-password')).status).toBe(401);
    const second = await signIn(stranger, email, 'wrong-password');
    expect(second.status).toBe(429);
    expect(retryAfterOf(second)).toBeGreaterThan(30);
    expect(retryAfterOf(second)).toBeLessThanOrEqual(60);
    const [row] = await server()
      .db.select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `backoff:sign-in:email:${email}`));
    expect(row?.count).toBe(4);
  });

  it('lets the owner in with the right password from a browser that signed in before, and only there', async () => {
    const { email, password } = await signUpAndConfirm(server());
    const ownersBrowser = server().client(nextIp());
    const first = await signIn(ownersBrowser, email, password);
    expect(first.status).toBe(200);
    expect(first.headers.get('set-cookie')).toMatch(/receptiva\.known_device=[^;]+;.*HttpOnly/);

    const attacker = server().client(nextIp());
    for (let i = 0; i < 5; i += 1) await signIn(attacker, email, 'wrong-password');
    expect((await signIn(server().client(nextIp()), email, password)).status).toBe(429);
    expect((await signIn(ownersBrowser, email, password)).status).toBe(200);

    // The cookie is for that address only, and cannot be made up or moved to another account.
    const other = await signUpAndConfirm(server());
    const copied = attacker.fork();
    copied.cookies.set('receptiva.known_device', ownersBrowser.cookies.get('receptiva.known_device')!);
    for (let i = 0; i < 3; i += 1) await signIn(attacker, other.email, 'wrong-password');
    expect((await signIn(copied, other.email, other.password)).status).toBe(429);
    copied.cookies.set('receptiva.known_device', 'AAAAAAAAAAAAAAAAAAAAAA.forged');
    expect((await signIn(copied, email, password)).status).toBe(429);
  });

  it('lets the owner in again once a reset link proved the address', async () => {
    const { email } = await signUpAndConfirm(server());
    const attacker = server().client(nextIp());
    for (let i = 0; i < 4; i += 1) await signIn(attacker, email, 'wrong-password');
    const owner = server().client(nextIp());
    expect((await owner.post('/api/auth/request-password-reset', { email })).status).toBe(200);
    const mail = (await readMailbox(server().client(), email)).find((message) => message.text.includes('reset=true'));
    const token = linkIn(mail!.text).searchParams.get('token');
    const newPassword = 'after-reset-password-9';
    expect((await owner.post('/api/auth/reset-password', { token, newPassword })).status).toBe(200);
    expect((await signIn(owner, email, newPassword)).status).toBe(200);
  });
});

describe('sign-up answers for registered addresses', () => {
  const server = useTestServer({ AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '1000' });

  it('keep the spec message, and one caller asking about registered addresses backs off like wrong passwords', async () => {
    const registered = await Promise.all([0, 1, 2, 3].map(() => signUpAndConfirm(server())));
    const prober = server().client(nextIp());
    for (const account of registered.slice(0, 3)) {
      const response = await prober.post('/api/auth/sign-up/email', signUpBody({ email: account.email }));
      expect(await response.json()).toMatchObject({ error: { code: 'USER_ALREADY_EXISTS' } });
    }
    const before = await countRows(server().db, users);
    const limited = await prober.post('/api/auth/sign-up/email', signUpBody({ email: registered[3]!.email }));
    expect(limited.status).toBe(429);
    expect((await prober.post('/api/auth/sign-up/email', signUpBody())).status).toBe(429);
    expect(await countRows(server().db, users)).toBe(before);
    // Another caller is not held up.
    expect((await server().client(nextIp()).post('/api/auth/sign-up/email', signUpBody())).status).toBe(200);
  });
});
