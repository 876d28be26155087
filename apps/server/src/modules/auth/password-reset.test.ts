import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMe, linkIn, PASSWORD, readMailbox, signIn, signUpAndConfirm, uniqueEmail } from '../../../test/accounts';
import { countRows, useTestServer } from '../../../test/server';
import { emailOutbox, users } from '../../db/schema';

const NEW_PASSWORD = 'second-password-2';

describe('password reset', () => {
  const server = useTestServer();

  it('mails a link to /auth?reset=true&token=…, sets the new password and revokes every old session', async () => {
    const { client: first, email } = await signUpAndConfirm(server());
    const second = server().client();
    expect((await signIn(second, email, PASSWORD)).status).toBe(200);

    const visitor = server().client();
    const request = await visitor.post('/api/auth/request-password-reset', { email, redirectTo: '/auth?reset=true' });
    expect(request.status).toBe(200);

    const [mail, confirmation] = await readMailbox(visitor, email);
    expect(confirmation!.subject).not.toBe(mail!.subject);
    expect(mail!.text.length).toBeGreaterThan(0);
    const link = linkIn(mail!.text);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/auth');
    expect(link.searchParams.get('reset')).toBe('true');
    const token = link.searchParams.get('token');
    expect(token).toBeTruthy();
    expect(mail!.html).toContain('/auth?reset=true&amp;token=');

    const reset = await visitor.post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(reset.status, await reset.clone().text()).toBe(200);

    expect((await first.get('/api/me')).status).toBe(401);
    expect((await second.get('/api/me')).status).toBe(401);

    const withOld = await signIn(server().client(), email, PASSWORD);
    expect(withOld.status).toBe(401);
    const fresh = server().client();
    expect((await signIn(fresh, email, NEW_PASSWORD)).status).toBe(200);
    expect((await getMe(fresh)).user.email).toBe(email);
  });

  it('accepts a reset token once only', async () => {
    const { email } = await signUpAndConfirm(server());
    const visitor = server().client();
    await visitor.post('/api/auth/request-password-reset', { email });
    const [mail] = await readMailbox(visitor, email);
    const token = linkIn(mail!.text).searchParams.get('token');

    expect((await visitor.post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD })).status).toBe(200);
    const again = await visitor.post('/api/auth/reset-password', { token, newPassword: 'third-password-3' });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect(await again.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    expect((await signIn(server().client(), email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an unknown token and leaves the password alone', async () => {
    const { email } = await signUpAndConfirm(server());
    const response = await server()
      .client()
      .post('/api/auth/reset-password', { token: 'made-up-token', newPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'INVALID_TOKEN' } });
    expect((await signIn(server().client(), email, PASSWORD)).status).toBe(200);
  });

  it('refuses a new password shorter than 6 characters', async () => {
    const { email } = await signUpAndConfirm(server());
    const visitor = server().client();
    await visitor.post('/api/auth/request-password-reset', { email });
    const [mail] = await readMailbox(visitor, email);
    const token = linkIn(mail!.text).searchParams.get('token');

    const response = await visitor.post('/api/auth/reset-password', { token, newPassword: '12345' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { newPassword: expect.any(String) } },
    });
    expect((await signIn(server().client(), email, PASSWORD)).status).toBe(200);
  });

  it('answers 200 for an unknown e-mail and sends nothing', async () => {
    const db = server().db;
    const before = await countRows(db, emailOutbox);
    const email = uniqueEmail('stranger');
    const response = await server().client().post('/api/auth/request-password-reset', { email });
    expect(response.status).toBe(200);
    expect(await countRows(db, emailOutbox)).toBe(before);
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('writes the reset e-mail in the language of the account', async () => {
    const { email } = await signUpAndConfirm(server(), { locale: 'he' });
    const visitor = server().client();
    await visitor.post('/api/auth/request-password-reset', { email });
    const [mail] = await readMailbox(visitor, email);
    expect(mail!.html).toMatch(/<html lang="he" dir="rtl">/);
    expect(mail!.text).toContain('/auth?reset=true&token=');
  });
});
