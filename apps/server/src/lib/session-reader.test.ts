import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../../test/accounts';
import type { TestClient } from '../../test/client';
import { useTestServer } from '../../test/server';
import { sessions } from '../db/schema';
import { verifiedToken } from './session-reader';

const DAY_MS = 24 * 60 * 60 * 1000;

/** better-auth's own answer and the reader's, for the same request headers. */
describe('the session reader', () => {
  const server = useTestServer();
  const headersOf = (client: TestClient, extraCookie = '') =>
    new Headers({ cookie: `receptiva.session_token=${client.sessionToken}${extraCookie}` });
  const read = (headers: Headers) => server().deps.readSession(headers);
  const betterAuth = (headers: Headers) => server().deps.auth.api.getSession({ headers });
  const tokenOf = (client: TestClient) => decodeURIComponent(client.sessionToken!).split('.')[0]!;
  const sessionRow = async (client: TestClient) =>
    (
      await server()
        .db.select()
        .from(sessions)
        .where(eq(sessions.token, tokenOf(client)))
    )[0];

  it('answers a fresh session exactly as better-auth does, session and user', async () => {
    const { client, email } = await signUpAndConfirm(server());
    const headers = headersOf(client);
    const session = await read(headers);
    expect(session?.user.email).toBe(email);
    expect(session).toEqual(await betterAuth(headers));
  });

  it('has no session without the cookie, with a bad signature, or for a token that is not a session', async () => {
    const { client } = await signUpAndConfirm(server());
    const [token, signature] = decodeURIComponent(client.sessionToken!).split('.') as [string, string];
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}.${signature}`;
    const cases = [
      new Headers(),
      new Headers({ cookie: 'other=1' }),
      new Headers({ cookie: `receptiva.session_token=${token}` }),
      new Headers({ cookie: `receptiva.session_token=${encodeURIComponent(forged)}` }),
      new Headers({ cookie: `receptiva.session_token=${token}.${'A'.repeat(43)}=` }),
    ];
    for (const headers of cases) {
      expect(await read(headers)).toBeNull();
      expect(await betterAuth(headers)).toBeNull();
    }
    await server().db.delete(sessions).where(eq(sessions.token, token));
    expect(await read(headersOf(client))).toBeNull();
  });

  it('lets better-auth extend a session due for it, and delete an expired one', async () => {
    const { client } = await signUpAndConfirm(server());
    const dueAt = new Date(Date.now() + 6 * DAY_MS - 60_000); // a day and a minute after a 7-day session began
    await server()
      .db.update(sessions)
      .set({ expiresAt: dueAt })
      .where(eq(sessions.token, tokenOf(client)));
    expect(await read(headersOf(client))).not.toBeNull();
    expect((await sessionRow(client))!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY_MS - 60_000);

    await server()
      .db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, tokenOf(client)));
    expect(await read(headersOf(client))).toBeNull();
    expect(await sessionRow(client)).toBeUndefined();
  });

  it('hands a "don’t remember me" session to better-auth, with the same answer', async () => {
    const { client } = await signUpAndConfirm(server());
    const headers = headersOf(client, '; receptiva.dont_remember=unsigned');
    expect(await read(headers)).toEqual(await betterAuth(headers));
    expect(await read(headers)).not.toBeNull();
  });

  it('checks the signature with the server’s secret only', async () => {
    const { client } = await signUpAndConfirm(server());
    const signed = decodeURIComponent(client.sessionToken!);
    expect(verifiedToken(signed, server().deps.secret)).toBe(tokenOf(client));
    expect(verifiedToken(signed, `${server().deps.secret}x`)).toBeNull();
    expect(verifiedToken(tokenOf(client), server().deps.secret)).toBeNull();
  });
});
