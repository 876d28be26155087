import type { ApiErrorBody } from '@receptiva/shared';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signIn } from '../../../test/accounts';
import { useTestServer } from '../../../test/server';
import { newAccount } from './account-test-helpers';

describe('changing the password (better-auth /change-password)', () => {
  const server = useTestServer();
  const NEW_PASSWORD = 'second-password-2';

  it('requires the current password, keeps this browser signed in and signs every other one out', async () => {
    const person = await newAccount(server());
    const phone = server().client();
    expect((await signIn(phone, person.email, PASSWORD)).status).toBe(200);

    // Even a caller that asks to keep the other sessions gets them signed out.
    const response = await person.client.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: false,
    });
    expect(response.status, await response.clone().text()).toBe(200);

    expect((await person.client.get('/api/me')).status).toBe(200);
    const elsewhere = await phone.get('/api/me');
    expect(elsewhere.status).toBe(401);
    expect(await elsewhere.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });

    expect((await signIn(server().client(), person.email, PASSWORD)).status).toBe(401);
    expect((await signIn(server().client(), person.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers a wrong current password with 400 INVALID_PASSWORD in the house shape, and changes nothing', async () => {
    const person = await newAccount(server());
    const phone = server().client();
    await signIn(phone, person.email, PASSWORD);
    const response = await person.client.post('/api/auth/change-password', {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'INVALID_PASSWORD', message: expect.any(String) } });
    expect((await phone.get('/api/me')).status).toBe(200);
    expect((await signIn(server().client(), person.email, PASSWORD)).status).toBe(200);
  });

  it.each([
    ['a new password under 6 characters', { currentPassword: PASSWORD, newPassword: '12345' }, 'newPassword'],
    ['no current password', { newPassword: NEW_PASSWORD }, 'currentPassword'],
    ['a huge new password', { currentPassword: PASSWORD, newPassword: 'x'.repeat(129) }, 'newPassword'],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_label, json, field) => {
    const person = await newAccount(server());
    const response = await person.client.post('/api/auth/change-password', json);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiErrorBody;
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
    expect((await signIn(server().client(), person.email, PASSWORD)).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await server()
      .client()
      .post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(401);
  });
});
