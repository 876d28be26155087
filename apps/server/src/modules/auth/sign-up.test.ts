import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  getMe,
  linkIn,
  PASSWORD,
  pathAndQuery,
  readMailbox,
  signIn,
  signUpAndConfirm,
  signUpBody,
  uniqueEmail,
} from '../../../test/accounts';
import { countRows, useTestServer } from '../../../test/server';
import { emailOutbox, profiles, users } from '../../db/schema';

describe('sign-up, confirmation and sign-in', () => {
  const server = useTestServer();

  it('writes the user with a profile and sends exactly one confirmation e-mail', async () => {
    const client = server().client();
    const body = signUpBody({ email: uniqueEmail('Ada.MIXED'), firstName: ' Ada ' });
    const response = await client.post('/api/auth/sign-up/email', body);
    expect(response.status).toBe(200);
    expect(client.sessionToken).toBeUndefined();

    const email = body.email.toLowerCase();
    const [user] = await server().db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ emailVerified: false, firstName: 'Ada', lastName: 'Lovelace', phone: '+1 555 0101' });
    const [profile] = await server().db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({ email, fullName: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace' });

    const mails = await readMailbox(client, email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toBe(email);
    expect(mail!.text).toContain('Ada');
    const link = linkIn(mail!.text);
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/api/auth/verify-email');
    expect(link.searchParams.get('token')).toBeTruthy();
    expect(mail!.html).toContain(link.toString().replaceAll('&', '&amp;'));
  });

  it('refuses sign-in before confirmation with 403 EMAIL_NOT_VERIFIED', async () => {
    const client = server().client();
    const body = signUpBody();
    await client.post('/api/auth/sign-up/email', body);
    const response = await signIn(client, body.email, body.password);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'EMAIL_NOT_VERIFIED', message: expect.any(String) } });
    expect(client.sessionToken).toBeUndefined();
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('confirms with the e-mailed link, which signs in and lands on /auth?verified=1', async () => {
    const client = server().client();
    const body = signUpBody({ firstName: 'Grace', lastName: 'Hopper', name: 'Grace Hopper' });
    await client.post('/api/auth/sign-up/email', body);
    const [mail] = await readMailbox(client, body.email);

    const confirm = await client.get(pathAndQuery(linkIn(mail!.text)));
    expect(confirm.status).toBe(302);
    expect(new URL(confirm.headers.get('location')!, 'http://localhost:3000').pathname).toBe('/auth');
    expect(confirm.headers.get('location')).toContain('verified=1');
    const setCookie = confirm.headers.getSetCookie().find((c) => c.startsWith('receptiva.session_token='));
    expect(setCookie).toMatch(/HttpOnly/i);

    const me = await getMe(client);
    expect(me.user).toMatchObject({ email: body.email, emailVerified: true });
    expect(me.profile).toMatchObject({ fullName: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper' });
    expect(me.role).toBe('user');
    expect(me).toMatchObject({ isMember: false, hasTeamAccess: false, hasAiAccess: false });
  });

  it('rejects a tampered confirmation link and does not confirm', async () => {
    const client = server().client();
    const body = signUpBody();
    await client.post('/api/auth/sign-up/email', body);
    const response = await client.get('/api/auth/verify-email?token=not-a-token&callbackURL=/auth');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth?error=INVALID_TOKEN');
    expect(client.sessionToken).toBeUndefined();
    const [user] = await server().db.select().from(users).where(eq(users.email, body.email));
    expect(user!.emailVerified).toBe(false);
  });

  it('signs in after confirmation with the right password only', async () => {
    const { email } = await signUpAndConfirm(server());
    const fresh = server().client();
    const wrong = await signIn(fresh, email, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    expect(fresh.sessionToken).toBeUndefined();

    const right = await signIn(fresh, email.toUpperCase(), PASSWORD);
    expect(right.status).toBe(200);
    expect(fresh.sessionToken).toBeTruthy();
    expect((await getMe(fresh)).user.email).toBe(email);
  });

  it('answers 401 for an unknown e-mail at sign-in', async () => {
    const response = await signIn(server().client(), uniqueEmail('nobody'), PASSWORD);
    expect(response.status).toBe(401);
  });

  it('refuses a second account for the same e-mail with 422 USER_ALREADY_EXISTS and writes nothing', async () => {
    const { email } = await signUpAndConfirm(server());
    const db = server().db;
    const before = { users: await countRows(db, users), outbox: await countRows(db, emailOutbox) };

    for (const variant of [email, email.toUpperCase(), `  ${email} `]) {
      const response = await server()
        .client()
        .post('/api/auth/sign-up/email', signUpBody({ email: variant }));
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({
        error: { code: 'USER_ALREADY_EXISTS', message: expect.any(String) },
      });
    }
    expect({ users: await countRows(db, users), outbox: await countRows(db, emailOutbox) }).toEqual(before);
  });

  it('writes e-mails in the language chosen at sign-up, with a plain-text part', async () => {
    const client = server().client();
    const french = signUpBody({ locale: 'fr' });
    await client.post('/api/auth/sign-up/email', french);
    const [mail] = await readMailbox(client, french.email);
    expect(mail!.html).toMatch(/<html lang="fr" dir="ltr">/);
    expect(mail!.text.trim().length).toBeGreaterThan(0);
    expect(mail!.text).toContain('/api/auth/verify-email?token=');

    const arabic = signUpBody({ locale: 'ar-SA' });
    await client.post('/api/auth/sign-up/email', arabic);
    const [arabicMail] = await readMailbox(client, arabic.email);
    expect(arabicMail!.html).toMatch(/<html lang="ar" dir="rtl">/);

    const unknown = signUpBody({ locale: 'xx' });
    await client.post('/api/auth/sign-up/email', unknown);
    const [fallback] = await readMailbox(client, unknown.email);
    expect(fallback!.html).toMatch(/<html lang="en"/);

    const english = signUpBody({ locale: 'en' });
    await client.post('/api/auth/sign-up/email', english);
    const [englishMail] = await readMailbox(client, english.email);
    expect(mail!.subject).not.toBe(englishMail!.subject);

    const [stored] = await server().db.select().from(profiles).where(eq(profiles.email, french.email));
    expect(stored!.locale).toBe('fr');
  });
});
