import type { ApiErrorBody, MeResponse } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMe, readMailbox } from '../../../test/accounts';
import { useTestServer } from '../../../test/server';
import { profiles } from '../../db/schema';
import { translateEmail } from '../../locales';
import { buyMembership } from '../billing/billing-test-helpers';
import { newAccount, userRow } from './account-test-helpers';

describe('PATCH /api/account/profile', () => {
  const server = useTestServer();

  const profileOf = async (id: string) => (await server().db.select().from(profiles).where(eq(profiles.userId, id)))[0];

  it('changes names, phone and language on the profile and the user row together, and answers /api/me', async () => {
    const person = await newAccount(server());
    const response = await person.client.request('/api/account/profile', {
      method: 'PATCH',
      json: { firstName: '  Grace ', lastName: 'Hopper', phone: '+1 555 0199', locale: 'fr' },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const me = (await response.json()) as MeResponse;
    expect(me).toEqual(await getMe(person.client));
    expect(me.profile).toMatchObject({
      fullName: 'Grace Hopper',
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '+1 555 0199',
      locale: 'fr',
    });
    expect(await userRow(server(), person.id)).toMatchObject({
      name: 'Grace Hopper',
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '+1 555 0199',
      locale: 'fr',
    });
  });

  it('keeps the fields it is not given, and clears the phone with an empty one', async () => {
    const person = await newAccount(server(), { firstName: 'Ada', lastName: 'Lovelace', locale: 'de' });
    const response = await person.client.request('/api/account/profile', {
      method: 'PATCH',
      json: { lastName: 'King', phone: '' },
    });
    expect(response.status).toBe(200);
    expect(await profileOf(person.id)).toMatchObject({
      firstName: 'Ada',
      lastName: 'King',
      fullName: 'Ada King',
      phone: null,
      locale: 'de',
    });
    expect(await userRow(server(), person.id)).toMatchObject({ name: 'Ada King', phone: null, locale: 'de' });
  });

  it.each([
    ['nothing', {}, undefined],
    ['an empty first name', { firstName: '   ' }, 'firstName'],
    ['letters in the phone', { phone: 'call me' }, 'phone'],
    ['a language that is not a site language', { locale: 'xx' }, 'locale'],
    ['a name too long', { lastName: 'x'.repeat(101) }, 'lastName'],
  ])('refuses %s with 400 and changes nothing', async (_label, json, field) => {
    const person = await newAccount(server());
    const before = await profileOf(person.id);
    const response = await person.client.request('/api/account/profile', { method: 'PATCH', json });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiErrorBody;
    expect(body.error.code).toBe('VALIDATION_FAILED');
    if (field) expect(Object.keys(body.error.fields ?? {})).toContain(field);
    expect(await profileOf(person.id)).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const response = await server()
      .client()
      .request('/api/account/profile', { method: 'PATCH', json: { firstName: 'Eve' } });
    expect(response.status).toBe(401);
  });

  it('writes the e-mails sent to the person in the language they chose', async () => {
    const person = await newAccount(server(), { locale: 'en' });
    await person.client.request('/api/account/profile', { method: 'PATCH', json: { locale: 'de' } });

    const visitor = server().client();
    expect((await visitor.post('/api/auth/request-password-reset', { email: person.email })).status).toBe(200);
    const [mail] = await readMailbox(visitor, person.email);
    expect(mail!.subject).toBe(translateEmail('de', 'resetPassword.subject', { brand: 'Receptiva' }));
    expect(mail!.html).toMatch(/<html lang="de" dir="ltr">/);
  });

  it('writes the membership e-mails in the chosen language, whatever the page’s language', async () => {
    const member = await buyMembership(server());
    await member.client.request('/api/account/profile', { method: 'PATCH', json: { locale: 'fr' } });
    expect((await member.client.post('/api/billing/cancel', { locale: 'de' })).status).toBe(200);
    const [cancelled] = await readMailbox(member.client, member.email);
    expect(cancelled!.subject).toBe(translateEmail('fr', 'membershipCancelled.subject', { brand: 'Receptiva' }));
  });
});
