import { it } from 'vitest';
import { signUpAndConfirm } from '../test/accounts';
import { useTestServer } from '../test/server';
import { users, profiles } from './db/schema';

const server = useTestServer();
it('probe', async () => {
  const show = async (label: string, r: Promise<Response>) => {
    const res = await r;
    console.log(label, res.status, res.headers.get('location'), (await res.text()).slice(0, 300));
  };
  const { client, email } = await signUpAndConfirm(server());
  await show('update huge', client.request('/api/auth/update-user', { method: 'POST', json: { name: 'x'.repeat(10000), firstName: 'y'.repeat(10000), phone: '1', locale: 'zz' } }));
  await show('update types', client.request('/api/auth/update-user', { method: 'POST', json: { phone: 5, locale: ['a'] } }));
  await show('update email', client.request('/api/auth/update-user', { method: 'POST', json: { email: 'x@y.com', emailVerified: true } }));
  await show('change-email huge', client.request('/api/auth/change-email', { method: 'POST', json: { newEmail: `${'a'.repeat(10000)}@x.com` } }));
  await show('send-verif', client.request('/api/auth/send-verification-email', { method: 'POST', json: { email } }));
  await show('send-verif huge', client.request('/api/auth/send-verification-email', { method: 'POST', json: { email: `${'a'.repeat(10000)}@x.com` } }));
  const u = await server().db.select({ name: users.name, fn: users.firstName, phone: users.phone, locale: users.locale }).from(users);
  console.log(u.map((r) => ({ ...r, name: r.name.length, fn: r.fn?.length })));
  const p = await server().db.select({ fn: profiles.fullName }).from(profiles);
  console.log(p.map((r) => r.fn?.slice(0, 20)));
  await show('me', client.get('/api/me'));
  await show('mailbox long', client.get(`/api/dev/mailbox?to=${'a'.repeat(300)}`));
  await show('mailbox arr', client.get('/api/dev/mailbox?to=a&to=b'));
  await show('page long', client.get(`/dev/mailbox?to=${'a'.repeat(300)}`));
  await show('signup huge', client.request('/api/auth/sign-up/email', { method: 'POST', json: { email: `${'a'.repeat(10000)}@x.com`, password: 'abcdef', name: 'a', firstName: 'a', lastName: 'b' } }));
  await show('signup missing', client.request('/api/auth/sign-up/email', { method: 'POST', json: {} }));
  await show('signup empty body', client.request('/api/auth/sign-up/email', { method: 'POST' }));
  await show('signup form', client.request('/api/auth/sign-up/email', { method: 'POST', body: 'email=a@b.c', headers: {'content-type': 'application/x-www-form-urlencoded'} }));
  await show('signin huge pw', client.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'x'.repeat(10000) } }));
});
