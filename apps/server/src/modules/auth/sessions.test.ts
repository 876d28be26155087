import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMe, PASSWORD, signIn, signUpAndConfirm } from '../../../test/accounts';
import { useTestServer } from '../../../test/server';
import { sessions, users } from '../../db/schema';

describe('sessions and sign-out', () => {
  const server = useTestServer();

  const sessionCount = async (email: string) => {
    const [user] = await server().db.select().from(users).where(eq(users.email, email));
    return (await server().db.select().from(sessions).where(eq(sessions.userId, user!.id))).length;
  };

  it('revokes every session of the user with a global sign-out', async () => {
    const { client: confirmed, email } = await signUpAndConfirm(server());
    const laptop = server().client();
    const phone = server().client();
    expect((await signIn(laptop, email, PASSWORD)).status).toBe(200);
    expect((await signIn(phone, email, PASSWORD)).status).toBe(200);
    expect(laptop.sessionToken).not.toBe(phone.sessionToken);
    expect((await getMe(phone)).user.email).toBe(email);
    expect(await sessionCount(email)).toBe(3);

    const response = await laptop.post('/api/auth/revoke-sessions', {});
    expect(response.status).toBe(200);

    for (const client of [laptop, phone, confirmed]) {
      const me = await client.get('/api/me');
      expect(me.status).toBe(401);
      expect(await me.json()).toMatchObject({ error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
    }
    expect(await sessionCount(email)).toBe(0);
  });

  it('leaves other users signed in after a global sign-out', async () => {
    const alice = await signUpAndConfirm(server());
    const bob = await signUpAndConfirm(server());
    expect((await alice.client.post('/api/auth/revoke-sessions', {})).status).toBe(200);
    expect((await bob.client.get('/api/me')).status).toBe(200);
  });

  it('signs out one browser only with sign-out, and clears its cookie', async () => {
    const { client: first, email } = await signUpAndConfirm(server());
    const second = server().client();
    await signIn(second, email, PASSWORD);

    const response = await first.post('/api/auth/sign-out', {});
    expect(response.status).toBe(200);
    expect(first.sessionToken).toBeUndefined();
    expect((await first.get('/api/me')).status).toBe(401);
    expect((await second.get('/api/me')).status).toBe(200);
  });

  it('does not accept a revoked cookie replayed by hand', async () => {
    const { client } = await signUpAndConfirm(server());
    const stolen = client.fork();
    await client.post('/api/auth/revoke-sessions', {});
    expect((await stolen.get('/api/me')).status).toBe(401);
  });

  it('answers 401 to a global sign-out without a session', async () => {
    const response = await server().client().post('/api/auth/revoke-sessions', {});
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });

  it('answers 401 to a forged session cookie', async () => {
    const client = server().client();
    client.cookies.set('receptiva.session_token', 'forged.value');
    expect((await client.get('/api/me')).status).toBe(401);
  });
});
