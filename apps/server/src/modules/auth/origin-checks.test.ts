import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMe, linkIn, pathAndQuery, readMailbox, signIn, signUpAndConfirm, signUpBody } from '../../../test/accounts';
import { TEST_ORIGIN } from '../../../test/client';
import { useTestServer } from '../../../test/server';
import { users } from '../../db/schema';

const EVIL_ORIGIN = 'https://evil.example';
const EVIL = `${EVIL_ORIGIN}/phish`;

/** A redirect that stays on the site: none, a relative path, or our own origin. */
const isOnSite = (location: string | null) =>
  location === null || new URL(location, TEST_ORIGIN).origin === new URL(TEST_ORIGIN).origin;

/**
 * These hold in production because better-auth checks Origin and callback URLs against trustedOrigins. better-auth
 * turns those checks off by itself whenever NODE_ENV=test or TEST is set (vitest sets both), unless the server pins
 * `advanced.disableOriginCheck: false`; so these tests also prove the server does not depend on that ambient switch.
 */
describe('origin and redirect checks', () => {
  const server = useTestServer();

  it('lands the e-mailed confirmation link on /auth?verified=1', async () => {
    const client = server().client();
    const body = signUpBody();
    await client.post('/api/auth/sign-up/email', body);
    const [mail] = await readMailbox(client, body.email);
    const confirm = await client.get(pathAndQuery(linkIn(mail!.text)));
    expect(confirm.headers.get('location')).toBe('/auth?verified=1');
  });

  it('does not redirect off-site from a confirmation link whose callbackURL was swapped', async () => {
    const client = server().client();
    const body = signUpBody();
    await client.post('/api/auth/sign-up/email', body);
    const [mail] = await readMailbox(client, body.email);
    const link = linkIn(mail!.text);
    link.searchParams.set('callbackURL', EVIL);

    const response = await client.get(pathAndQuery(link));
    expect(response.status).toBeLessThan(500);
    const location = response.headers.get('location');
    expect(isOnSite(location), `redirected to ${location}`).toBe(true);
  });

  it('refuses a foreign callbackURL at sign-up and writes nothing', async () => {
    const body = signUpBody({ callbackURL: EVIL });
    const response = await server().client().post('/api/auth/sign-up/email', body);
    expect(response.status).toBe(403);
    expect(await server().db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it('refuses a foreign callbackURL at sign-in', async () => {
    const { email, password } = await signUpAndConfirm(server());
    const client = server().client();
    const response = await client.post('/api/auth/sign-in/email', { email, password, callbackURL: EVIL });
    expect(response.status).toBe(403);
    expect(client.sessionToken).toBeUndefined();
    expect((await signIn(client, email, password)).status).toBe(200);
  });

  it('refuses a cross-site request that carries the session cookie (CSRF) and keeps the session', async () => {
    const { client, email } = await signUpAndConfirm(server());
    const response = await client.post('/api/auth/revoke-sessions', {}, { origin: EVIL_ORIGIN });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'INVALID_ORIGIN' } });
    expect((await getMe(client)).user.email).toBe(email);
  });
});
