import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUpAndConfirm, signUpBody, uniqueEmail } from '../../test/accounts';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { countRows, createTestServer, type TestServer, useTestServer } from '../../test/server';
import { emailOutbox, rateLimits, users } from '../db/schema';

const WINDOW = 600;

const expectRateLimited = async (response: Response) => {
  expect(response.status).toBe(429);
  expect(await response.json()).toMatchObject({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW);
};

describe('rate limits per e-mail', () => {
  const server = useTestServer({
    AUTH_RATE_LIMIT_PER_EMAIL: '3',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW),
  });

  it('answers 429 RATE_LIMITED with Retry-After after 3 sign-ins for one e-mail, while another still works', async () => {
    const { email, password } = await signUpAndConfirm(server());
    const other = await signUpAndConfirm(server());
    const client = server().client();
    for (let i = 0; i < 3; i += 1) expect((await signIn(client, email, 'wrong-password')).status).toBe(401);

    await expectRateLimited(await signIn(client, email.toUpperCase(), password));
    expect(client.sessionToken).toBeUndefined();
    expect((await signIn(client, other.email, other.password)).status).toBe(200);

    // The wrong passwords, not the refused attempt: waiting is not made longer by knocking (decision 043).
    const [row] = await server()
      .db.select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `backoff:sign-in:email:${email}`));
    expect(row?.count).toBe(3);
    expect(row!.resetAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('starts counting again once the window has passed', async () => {
    const { email, password } = await signUpAndConfirm(server());
    for (let i = 0; i < 3; i += 1) await signIn(server().client(), email, 'wrong-password');
    await expectRateLimited(await signIn(server().client(), email, password));

    await server()
      .db.update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(like(rateLimits.key, `%${email}`));
    expect((await signIn(server().client(), email, password)).status).toBe(200);
  });

  it('limits sign-up per e-mail and writes no user when limited', async () => {
    const body = signUpBody();
    const before = await countRows(server().db, users);
    for (let i = 0; i < 3; i += 1) {
      const response = await server()
        .client()
        .post('/api/auth/sign-up/email', { ...body, password: `attempt-${i}x` });
      expect(response.status).not.toBe(429);
    }
    await expectRateLimited(await server().client().post('/api/auth/sign-up/email', body));
    expect(await countRows(server().db, users)).toBe(before + 1);
  });

  it('limits password reset requests per e-mail and sends no more mail when limited', async () => {
    const { email } = await signUpAndConfirm(server());
    for (let i = 0; i < 3; i += 1) {
      expect((await server().client().post('/api/auth/request-password-reset', { email })).status).toBe(200);
    }
    await expectRateLimited(await server().client().post('/api/auth/request-password-reset', { email }));
    const mails = await server().db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mails.filter((m) => m.kind === 'reset-password')).toHaveLength(3);
  });
});

let spoofSerial = 0;

describe('rate limits per IP', () => {
  const server = useTestServer({ TRUST_PROXY: 'true', AUTH_RATE_LIMIT_PER_IP: '3', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });

  it('limits one client IP (X-Forwarded-For behind a trusted proxy) and not another', async () => {
    const client = server().client();
    // Whatever the client wrote on the left, the proxy appended the address it saw: that one is counted.
    const from = (ip: string) => ({ 'x-forwarded-for': `10.0.0.${++spoofSerial}, ${ip}` });
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(client, uniqueEmail(), 'whatever-1', from('203.0.113.7'))).status).toBe(401);
    }
    await expectRateLimited(await signIn(client, uniqueEmail(), 'whatever-1', from('203.0.113.7')));
    expect((await signIn(client, uniqueEmail(), 'whatever-1', from('198.51.100.9'))).status).toBe(401);

    const [row] = await server()
      .db.select()
      .from(rateLimits)
      .where(eq(rateLimits.key, 'auth/sign-in/email:ip:203.0.113.7'));
    expect(row?.count).toBe(4);
  });

  it('counts each auth action separately for one IP', async () => {
    const ip = { 'x-forwarded-for': '192.0.2.44' };
    for (let i = 0; i < 3; i += 1) await signIn(server().client(), uniqueEmail(), 'whatever-1', ip);
    await expectRateLimited(await signIn(server().client(), uniqueEmail(), 'whatever-1', ip));
    const reset = await server().client().post('/api/auth/request-password-reset', { email: uniqueEmail() }, ip);
    expect(reset.status).toBe(200);
  });
});

describe('rate limits behind two proxies (TRUST_PROXY=2)', () => {
  const server = useTestServer({ TRUST_PROXY: '2', AUTH_RATE_LIMIT_PER_IP: '2', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });

  it('counts the address the outer proxy saw, two hops from the right, whatever the client put before it', async () => {
    const client = server().client();
    const via = (spoofed: string, innerProxy: string) => ({
      'x-forwarded-for': `${spoofed}, 203.0.113.50, ${innerProxy}`,
    });
    await signIn(client, uniqueEmail(), 'whatever-1', via('1.1.1.1', '10.0.0.1'));
    await signIn(client, uniqueEmail(), 'whatever-1', via('2.2.2.2', '10.0.0.2'));
    await expectRateLimited(await signIn(client, uniqueEmail(), 'whatever-1', via('3.3.3.3', '10.0.0.3')));
    const keys = (await server().db.select().from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('auth/sign-in/email:ip:203.0.113.50');
    expect(keys.some((key) => /ip:(1\.1\.1\.1|10\.0\.0\.1)$/.test(key))).toBe(false);
  });
});

describe('rate limits without a trusted proxy', () => {
  const server = useTestServer({
    TRUST_PROXY: 'false',
    AUTH_RATE_LIMIT_PER_IP: '2',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
  });

  it('ignores a spoofed X-Forwarded-For', async () => {
    const client = server().client();
    await signIn(client, uniqueEmail(), 'whatever-1', { 'x-forwarded-for': '1.1.1.1' });
    await signIn(client, uniqueEmail(), 'whatever-1', { 'x-forwarded-for': '2.2.2.2' });
    await expectRateLimited(await signIn(client, uniqueEmail(), 'whatever-1', { 'x-forwarded-for': '3.3.3.3' }));
  });
});

describe('rate limits shared by two server instances on one database', () => {
  let database: TestDatabase;
  let first: TestServer;
  let second: TestServer;
  const env = { AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '1000' };

  beforeAll(async () => {
    database = await createTestDatabase();
    first = await createTestServer(env, { database });
    second = await createTestServer(env, { database });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('counts hits on either instance against one limit', async () => {
    const email = uniqueEmail('shared');
    expect((await signIn(first.client(), email, 'whatever-1')).status).toBe(401);
    expect((await signIn(second.client(), email, 'whatever-1')).status).toBe(401);
    expect((await signIn(first.client(), email, 'whatever-1')).status).toBe(401);
    await expectRateLimited(await signIn(second.client(), email, 'whatever-1'));

    const [row] = await first.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `backoff:sign-in:email:${email}`));
    expect(row?.count).toBe(3);
  });
});
