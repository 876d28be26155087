import type { AccountSession } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signIn } from '../../../test/accounts';
import { useTestServer } from '../../../test/server';
import { sessions } from '../../db/schema';
import { newAccount } from './account-test-helpers';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('/api/account/sessions: the caller’s signed-in sessions', () => {
  const server = useTestServer();

  const listOf = async (client: ReturnType<ReturnType<typeof server>['client']>) => {
    const response = await client.get('/api/account/sessions');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return ((await response.json()) as { sessions: AccountSession[] }).sessions;
  };

  it('lists each session with its device and marks the current one, never with a token', async () => {
    const person = await newAccount(server());
    const laptop = server().client('203.0.113.7');
    // A client cannot name its own address: the header the auth routes use for it is replaced.
    await signIn(laptop, person.email, PASSWORD, {
      'user-agent': FIREFOX_ON_WINDOWS,
      'x-receptiva-client-ip': '198.51.100.66',
    });

    const response = await person.client.get('/api/account/sessions');
    const text = await response.clone().text();
    for (const row of await server().db.select().from(sessions).where(eq(sessions.userId, person.id))) {
      expect(text).not.toContain(row.token);
    }
    const list = await listOf(person.client);
    expect(list).toHaveLength(2);
    expect(list[0]!.isCurrent).toBe(true);
    expect(list[1]).toMatchObject({ browser: 'Firefox', os: 'Windows', ipAddress: '203.0.113.7', isCurrent: false });
    expect(Object.keys(list[1]!).sort()).toEqual(
      ['browser', 'createdAt', 'id', 'ipAddress', 'isCurrent', 'lastSeenAt', 'os'].sort(),
    );
    expect((await listOf(laptop)).find((session) => session.isCurrent)!.id).toBe(list[1]!.id);
  });

  it('signs one other session out by its id', async () => {
    const person = await newAccount(server());
    const phone = server().client();
    await signIn(phone, person.email, PASSWORD);
    const other = (await listOf(person.client)).find((session) => !session.isCurrent)!;

    const response = await person.client.request(`/api/account/sessions/${other.id}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revoked: true });
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await person.client.get('/api/me')).status).toBe(200);
    expect(await listOf(person.client)).toHaveLength(1);
  });

  it("never touches another person's session: 404, and it stays signed in", async () => {
    const person = await newAccount(server());
    const stranger = await newAccount(server());
    const [theirs] = await listOf(stranger.client);

    const response = await person.client.request(`/api/account/sessions/${theirs!.id}`, { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((await stranger.client.get('/api/me')).status).toBe(200);
    expect((await listOf(person.client)).map((session) => session.id)).not.toContain(theirs!.id);
  });

  it('signs every other session out and keeps this one', async () => {
    const person = await newAccount(server());
    const others = [server().client(), server().client()];
    for (const client of others) await signIn(client, person.email, PASSWORD);
    const stranger = await newAccount(server());

    const response = await person.client.post('/api/account/sessions/revoke-others', {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revoked: 2 });
    for (const client of others) expect((await client.get('/api/me')).status).toBe(401);
    expect((await person.client.get('/api/me')).status).toBe(200);
    expect((await stranger.client.get('/api/me')).status).toBe(200);
    expect(await listOf(person.client)).toHaveLength(1);
  });

  it('leaves expired sessions out of the list', async () => {
    const person = await newAccount(server());
    const old = server().client();
    await signIn(old, person.email, PASSWORD);
    const current = (await listOf(person.client)).find((session) => session.isCurrent)!;
    await server()
      .db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, person.id));
    await server()
      .db.update(sessions)
      .set({ expiresAt: new Date(Date.now() + 3600_000) })
      .where(eq(sessions.id, current.id));
    expect((await listOf(person.client)).map((session) => session.id)).toEqual([current.id]);
  });

  it('better-auth’s own list and revoke-by-token endpoints are switched off', async () => {
    const person = await newAccount(server());
    expect((await person.client.get('/api/auth/list-sessions')).status).toBe(404);
    expect((await person.client.post('/api/auth/revoke-session', { token: 'x' })).status).toBe(404);
  });
});
