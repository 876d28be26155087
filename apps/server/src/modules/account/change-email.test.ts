import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMe, linkIn, PASSWORD, pathAndQuery, readMailbox, signIn, uniqueEmail } from '../../../test/accounts';
import { useTestServer } from '../../../test/server';
import { emailOutbox, profiles } from '../../db/schema';
import { newAccount, userRow } from './account-test-helpers';

describe('changing the e-mail address (better-auth /change-email, confirmed at the new address)', () => {
  const server = useTestServer();

  it('changes the address only once the link sent to the new address is opened', async () => {
    const person = await newAccount(server(), { firstName: 'Mary' });
    const newEmail = uniqueEmail('moved');
    const response = await person.client.post('/api/auth/change-email', { newEmail: newEmail.toUpperCase() });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await userRow(server(), person.id))!.email).toBe(person.email);
    expect(await readMailbox(person.client, person.email)).toHaveLength(1); // only the sign-up confirmation

    const [mail] = await readMailbox(person.client, newEmail);
    expect(mail!.subject).toBe('Confirm your new Receptiva e-mail address');
    expect(mail!.text).toContain(`Hi Mary,`);
    expect(mail!.text).toContain(`You asked to use ${newEmail} as the e-mail address of your Receptiva account.`);
    const [row] = await server().db.select().from(emailOutbox).where(eq(emailOutbox.to, newEmail));
    expect(row).toMatchObject({ kind: 'change-email', locale: 'en' });

    // Opened in another browser, signed out: the change applies, and that browser lands on the settings page.
    const elsewhere = server().client();
    const opened = await elsewhere.get(pathAndQuery(linkIn(mail!.text)));
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/dashboard/settings?emailChanged=1');
    expect(await userRow(server(), person.id)).toMatchObject({ email: newEmail, emailVerified: true });
    const [profile] = await server().db.select().from(profiles).where(eq(profiles.userId, person.id));
    expect(profile!.email).toBe(newEmail);
    expect((await getMe(person.client)).user.email).toBe(newEmail);

    expect((await signIn(server().client(), newEmail, PASSWORD)).status).toBe(200);
    expect((await signIn(server().client(), person.email, PASSWORD)).status).toBe(401);
  });

  it('writes the confirmation in the language of the account', async () => {
    const person = await newAccount(server(), { locale: 'he' });
    const newEmail = uniqueEmail('hebrew');
    await person.client.post('/api/auth/change-email', { newEmail });
    const [mail] = await readMailbox(person.client, newEmail);
    expect(mail!.html).toMatch(/<html lang="he" dir="rtl">/);
  });

  it('says the same for an address that already has an account, and changes nothing', async () => {
    const person = await newAccount(server());
    const other = await newAccount(server());
    const response = await person.client.post('/api/auth/change-email', { newEmail: other.email });
    expect(response.status).toBe(200);
    expect(await readMailbox(person.client, other.email)).toHaveLength(1); // only its own confirmation
    expect((await userRow(server(), person.id))!.email).toBe(person.email);
  });

  it.each([
    ['no address', {}],
    ['an invalid address', { newEmail: 'not-an-address' }],
    ['a huge address', { newEmail: `${'a'.repeat(300)}@example.com` }],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_label, json) => {
    const person = await newAccount(server());
    const response = await person.client.post('/api/auth/change-email', json);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { newEmail: expect.any(String) } },
    });
  });

  it('ignores a callback address the caller sends: the link always leads to the settings page', async () => {
    const person = await newAccount(server());
    const newEmail = uniqueEmail('redirect');
    await person.client.post('/api/auth/change-email', { newEmail, callbackURL: 'https://evil.example/' });
    const [mail] = await readMailbox(person.client, newEmail);
    expect(linkIn(mail!.text).searchParams.get('callbackURL')).toBe('/dashboard/settings?emailChanged=1');
  });

  it('answers 401 without a session', async () => {
    const response = await server().client().post('/api/auth/change-email', { newEmail: uniqueEmail() });
    expect(response.status).toBe(401);
  });
});
