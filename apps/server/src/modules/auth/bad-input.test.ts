import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getMe, signUpAndConfirm, signUpBody } from '../../../test/accounts';
import type { TestClient } from '../../../test/client';
import { countRows, useTestServer } from '../../../test/server';
import { MAX_BODY_BYTES } from '../../app';
import { accounts, emailOutbox, profiles, sessions, users, verifications } from '../../db/schema';

const HUGE = 'x'.repeat(10_000);
const GUARDED = ['sign-up/email', 'sign-in/email', 'request-password-reset', 'reset-password'] as const;
const SESSION_ENDPOINTS = ['sign-out', 'revoke-sessions'] as const;

/** Every payload a careless or hostile caller might send, as [label, raw body]. */
const BAD_BODIES: [string, string][] = [
  ['an empty object', '{}'],
  ['an empty body', ''],
  ['null', 'null'],
  ['an array', '[{"email":"a@example.com"}]'],
  ['a string', '"a@example.com"'],
  ['a number', '42'],
  [
    'numbers for strings',
    '{"email":5,"password":123456,"name":1,"firstName":2,"lastName":3,"token":4,"newPassword":5}',
  ],
  ['arrays for strings', '{"email":["a@example.com"],"password":["secret1"],"firstName":["A"],"token":["t"]}'],
  ['nulls', '{"email":null,"password":null,"name":null,"firstName":null,"lastName":null,"token":null}'],
  ['objects for strings', '{"email":{"$ne":""},"password":{"$gt":""},"token":{}}'],
  ['huge strings', JSON.stringify({ email: `${HUGE}@example.com`, password: HUGE, token: HUGE, newPassword: HUGE })],
];

const MALFORMED: string[] = [
  '{bad',
  '{"email":',
  "{'email':'a@example.com'}",
  '{"email":"a@example.com",}',
  'email=a@example.com',
];

describe('bad input to the endpoints of the foundation', () => {
  const server = useTestServer();
  let signedIn: TestClient;
  let signedInEmail: string;

  beforeAll(async () => {
    ({ client: signedIn, email: signedInEmail } = await signUpAndConfirm(server()));
  });

  /** Rows a request must never write when it is refused. */
  const snapshot = async () => {
    const db = server().db;
    return {
      users: await countRows(db, users),
      profiles: await countRows(db, profiles),
      accounts: await countRows(db, accounts),
      sessions: await countRows(db, sessions),
      verifications: await countRows(db, verifications),
      outbox: await countRows(db, emailOutbox),
    };
  };

  const expectRefused = async (response: Response, status?: number, code?: string) => {
    const text = await response.text();
    expect(response.status, text).toBeGreaterThanOrEqual(400);
    expect(response.status, text).toBeLessThan(500);
    if (status) expect(response.status, text).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = JSON.parse(text) as { error: { code: unknown; message: unknown } };
    expect(body.error).toMatchObject({ code: code ?? expect.any(String), message: expect.any(String) });
  };

  describe.each(GUARDED)('POST /api/auth/%s', (endpoint) => {
    it.each(BAD_BODIES)('refuses %s with 400 VALIDATION_FAILED and writes nothing', async (_label, raw) => {
      const before = await snapshot();
      const response = await server().client().request(`/api/auth/${endpoint}`, { method: 'POST', body: raw });
      await expectRefused(response, 400, 'VALIDATION_FAILED');
      expect(await snapshot()).toEqual(before);
    });

    it.each(MALFORMED)('refuses malformed JSON %j with 400 INVALID_JSON', async (raw) => {
      const before = await snapshot();
      const response = await server().client().request(`/api/auth/${endpoint}`, { method: 'POST', body: raw });
      await expectRefused(response, 400, 'INVALID_JSON');
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a body over 1 MB with 413 PAYLOAD_TOO_LARGE', async () => {
      const before = await snapshot();
      const raw = JSON.stringify({ ...signUpBody(), name: 'n'.repeat(MAX_BODY_BYTES) });
      const response = await server().client().request(`/api/auth/${endpoint}`, { method: 'POST', body: raw });
      await expectRefused(response, 413, 'PAYLOAD_TOO_LARGE');
      expect(await snapshot()).toEqual(before);
    });
  });

  it.each([
    ['a missing first name', { firstName: undefined }, 'firstName'],
    ['a blank last name', { lastName: '   ' }, 'lastName'],
    ['a 10 000-character first name', { firstName: HUGE }, 'firstName'],
    ['a 10 000-character name', { name: HUGE }, 'name'],
    ['a 10 000-character e-mail', { email: `${HUGE}@example.com` }, 'email'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email'],
    ['a 5-character password', { password: '12345' }, 'password'],
    ['a 10 000-character password', { password: HUGE }, 'password'],
    ['letters in the phone', { phone: 'call me' }, 'phone'],
    ['a number for the phone', { phone: 5551234 }, 'phone'],
    ['a huge locale', { locale: HUGE }, 'locale'],
  ])('names the field at fault when sign-up has %s', async (_label, override, field) => {
    const before = await snapshot();
    const response = await server().client().post('/api/auth/sign-up/email', signUpBody(override));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields)).toContain(field);
    expect(await snapshot()).toEqual(before);
  });

  describe.each(SESSION_ENDPOINTS)('POST /api/auth/%s', (endpoint) => {
    it.each(MALFORMED)('refuses malformed JSON %j and keeps the session', async (raw) => {
      const before = await snapshot();
      const response = await signedIn.request(`/api/auth/${endpoint}`, { method: 'POST', body: raw });
      await expectRefused(response, 400, 'INVALID_JSON');
      expect(await snapshot()).toEqual(before);
      expect((await getMe(signedIn)).user.email).toBe(signedInEmail);
    });

    it('refuses a body over 1 MB and keeps the session', async () => {
      const response = await signedIn.request(`/api/auth/${endpoint}`, {
        method: 'POST',
        body: `"${HUGE.repeat(120)}"`,
      });
      await expectRefused(response, 413, 'PAYLOAD_TOO_LARGE');
      expect((await getMe(signedIn)).user.email).toBe(signedInEmail);
    });
  });

  it('refuses sign-out with a body of the wrong type and keeps the session', async () => {
    for (const raw of ['null', '[1]', '"x"', '5']) {
      await expectRefused(await signedIn.request('/api/auth/sign-out', { method: 'POST', body: raw }), 400);
    }
    expect((await getMe(signedIn)).user.email).toBe(signedInEmail);
  });

  it.each([
    ['/api/auth/verify-email', 400],
    ['/api/auth/verify-email?token=', 401],
    [`/api/auth/verify-email?token=${HUGE}`, 401],
    ['/api/auth/verify-email?token=forged', 401],
  ])('refuses GET %s with the error shape', async (path, status) => {
    const before = await snapshot();
    await expectRefused(await server().client().get(path.slice(0, 300)), status);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 401 UNAUTHORIZED to /api/me without a session', async () => {
    await expectRefused(await server().client().get('/api/me'), 401, 'UNAUTHORIZED');
  });

  it.each(['/api/dev/mailbox', '/dev/mailbox'])('refuses a 300-character recipient filter on %s', async (path) => {
    await expectRefused(
      await server()
        .client()
        .get(`${path}?to=${'a'.repeat(300)}`),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('answers a JSON 404 to the wrong method on an auth endpoint', async () => {
    await expectRefused(await server().client().get('/api/auth/sign-up/email'), 404, 'NOT_FOUND');
  });

  it('refuses unchecked profile fields through better-auth update-user and writes nothing', async () => {
    const [before] = await server().db.select().from(users).where(eq(users.email, signedInEmail));
    for (const json of [{ name: HUGE }, { firstName: HUGE }, { phone: 5551234 }, { locale: ['fr'] }]) {
      const response = await signedIn.post('/api/auth/update-user', json);
      expect(response.status, JSON.stringify(json).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    const [after] = await server().db.select().from(users).where(eq(users.email, signedInEmail));
    expect(after).toEqual(before);
  });
});
