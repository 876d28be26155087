import type { AdminUserDetail, AdminUserList } from '@receptiva/shared';
import { receiptNumberOf } from '@receptiva/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getMe, readMailbox, signUpAndConfirm, signUpBody, uniqueEmail } from '../../../test/accounts';
import type { TestClient } from '../../../test/client';
import { TEST_ADMIN_EMAIL, useTestServer } from '../../../test/server';
import { auditLog, userRoles } from '../../db/schema';
import { paidOrder } from '../orders/order-test-helpers';

describe('the users admin API (issue 17)', () => {
  const server = useTestServer();
  let admin: TestClient;
  let adminId: string;

  beforeAll(async () => {
    ({ client: admin } = await signUpAndConfirm(server(), { email: TEST_ADMIN_EMAIL, name: 'Ada Admin' }));
    adminId = (await getMe(admin)).user.id;
  });

  const newUser = async (name = 'Grace Hopper') => {
    const email = uniqueEmail('person');
    const { client } = await signUpAndConfirm(server(), { email, name });
    return { client, email, id: (await getMe(client)).user.id };
  };
  const list = async (query: string) => {
    const response = await admin.get(`/api/admin/users${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as AdminUserList;
  };
  const detailOf = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as AdminUserDetail;
  };
  const auditOf = (userId: string) =>
    server()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectId, userId)))
      .orderBy(auditLog.createdAt);

  it('finds users by name or e-mail and filters by role and membership state', async () => {
    const grace = await newUser('Grace Searchable');
    const alan = await newUser('Alan Searchable');
    await server().db.insert(userRoles).values({ userId: alan.id, role: 'member' });

    const byName = await list('?search=searchable&sort=name&direction=asc');
    expect(byName.users.map((row) => row.email)).toEqual([alan.email, grace.email]);
    expect(byName).toMatchObject({ total: 2, page: 1 });
    expect(byName.users[0]).toMatchObject({ role: 'member', membership: 'none', emailVerified: true });

    expect((await list(`?search=${encodeURIComponent(grace.email)}`)).users.map((row) => row.id)).toEqual([grace.id]);
    expect((await list('?search=searchable&role=member')).users.map((row) => row.id)).toEqual([alan.id]);
    expect((await list('?search=searchable&role=user')).users.map((row) => row.id)).toEqual([grace.id]);
    expect((await list('?role=admin')).users.map((row) => row.email)).toContain(TEST_ADMIN_EMAIL);
    expect((await list('?search=%25')).total).toBe(0);

    await admin.post(`/api/admin/users/${grace.id}/membership`, { reason: 'Deal made by phone' });
    expect((await list('?search=searchable&membership=active')).users.map((row) => row.id)).toEqual([grace.id]);
    expect((await list('?search=searchable&membership=none')).users.map((row) => row.id)).toEqual([alan.id]);
  });

  it('answers 400 for a bad filter and 404 for an unknown user', async () => {
    expect((await admin.get('/api/admin/users?role=owner')).status).toBe(400);
    expect((await admin.get('/api/admin/users?page=0')).status).toBe(400);
    expect((await admin.get('/api/admin/users/no-such-user')).status).toBe(404);
    expect((await admin.request('/api/admin/users/no-such-user/roles/member', { method: 'PUT' })).status).toBe(404);
  });

  it('promotes a user to staff, who then reaches staff routes; the change is audited before → after', async () => {
    const person = await newUser();
    expect((await person.client.get('/api/staff/blog/posts')).status).toBe(403);

    const promoted = await detailOf(
      await admin.request(`/api/admin/users/${person.id}/roles/member`, { method: 'PUT' }),
    );
    expect(promoted.profile.role).toBe('member');
    expect(promoted.roles).toEqual(['member']);
    expect((await getMe(person.client)).role).toBe('member');
    expect((await person.client.get('/api/staff/blog/posts')).status).toBe(200);
    expect((await person.client.get('/api/admin/users')).status).toBe(403);

    // Granting again changes nothing and writes nothing.
    await detailOf(await admin.request(`/api/admin/users/${person.id}/roles/member`, { method: 'PUT' }));
    const demoted = await detailOf(
      await admin.request(`/api/admin/users/${person.id}/roles/member`, { method: 'DELETE' }),
    );
    expect(demoted.profile.role).toBe('user');

    const trail = await auditOf(person.id);
    expect(trail.map((entry) => entry.action)).toEqual(['user.role_granted', 'user.role_revoked']);
    expect(trail[0]).toMatchObject({ actorUserId: adminId, actorLabel: TEST_ADMIN_EMAIL, subjectLabel: person.email });
    expect(trail[0]?.changes).toEqual({ 'role:member': { from: false, to: true } });
    expect(demoted.audit.map((entry) => entry.action)).toEqual(['user.role_revoked', 'user.role_granted']);
  });

  it('never demotes the ADMIN_EMAIL account, nor lets an admin remove their own admin role', async () => {
    const protectedAnswer = await admin.request(`/api/admin/users/${adminId}/roles/admin`, { method: 'DELETE' });
    expect(protectedAnswer.status).toBe(409);
    expect(((await protectedAnswer.json()) as { error: { code: string } }).error.code).toBe('ADMIN_ROLE_PROTECTED');

    const other = await newUser();
    await admin.request(`/api/admin/users/${other.id}/roles/admin`, { method: 'PUT' });
    expect((await getMe(other.client)).role).toBe('admin');
    const self = await other.client.request(`/api/admin/users/${other.id}/roles/admin`, { method: 'DELETE' });
    expect(self.status).toBe(409);
    expect(((await self.json()) as { error: { code: string } }).error.code).toBe('ADMIN_SELF_DEMOTION');
    expect((await getMe(other.client)).role).toBe('admin');
    // Another admin can.
    await detailOf(await admin.request(`/api/admin/users/${other.id}/roles/admin`, { method: 'DELETE' }));
    expect((await getMe(other.client)).role).toBe('user');
  });

  it('grants a membership with a reason, refuses a second one, and cancels the grant; each step audited', async () => {
    const person = await newUser();
    expect((await getMe(person.client)).isMember).toBe(false);
    expect((await admin.post(`/api/admin/users/${person.id}/membership`, { reason: '' })).status).toBe(400);

    const granted = await detailOf(
      await admin.post(`/api/admin/users/${person.id}/membership`, { reason: 'Deal made by phone' }),
    );
    expect(granted.membership.state).toBe('active');
    expect(granted.membership.grantedOrderId).not.toBeNull();
    expect(granted.membership.orders[0]).toMatchObject({
      provider: 'manual',
      status: 'paid',
      reason: 'Deal made by phone',
    });
    expect((await getMe(person.client)).isMember).toBe(true);

    const again = await admin.post(`/api/admin/users/${person.id}/membership`, { reason: 'Twice' });
    expect(again.status).toBe(409);

    const cancelled = await detailOf(
      await admin.request(`/api/admin/users/${person.id}/membership`, { method: 'DELETE' }),
    );
    expect(cancelled.membership.state).toBe('ended');
    expect(cancelled.membership.grantedOrderId).toBeNull();
    expect((await getMe(person.client)).isMember).toBe(false);
    expect((await admin.request(`/api/admin/users/${person.id}/membership`, { method: 'DELETE' })).status).toBe(404);

    const trail = await auditOf(person.id);
    expect(trail.map((entry) => entry.action)).toEqual(['user.membership_granted', 'user.membership_cancelled']);
    expect(trail[0]?.changes).toMatchObject({ membership: { from: 'none', to: 'active' } });
  });

  it('shows the detail: profile, orders, teams and sessions', async () => {
    const person = await newUser('Katherine Johnson');
    const detail = await detailOf(await admin.get(`/api/admin/users/${person.id}`));
    expect(detail.profile).toMatchObject({ email: person.email, name: 'Katherine Johnson', role: 'user' });
    expect(detail).toMatchObject({
      isBootstrapAdmin: false,
      orders: { count: 0, paidCents: 0, latestAt: null, recent: [] },
      teams: { ownedMembers: 0, memberOf: [] },
    });
    expect(detail.sessions).toBeGreaterThanOrEqual(1);
    expect((await detailOf(await admin.get(`/api/admin/users/${adminId}`))).isBootstrapAdmin).toBe(true);
  });

  it('lists the user’s latest orders of both kinds, each with its kind and id for /admin/orders/{kind}/{id}', async () => {
    const { userId, orderId } = await paidOrder(server());
    const detail = await detailOf(await admin.get(`/api/admin/users/${userId}`));
    expect(detail.orders.recent.map((order) => order.kind)).toEqual(['order', 'membership']);
    expect(detail.orders.recent[0]).toMatchObject({
      id: orderId,
      receiptNumber: receiptNumberOf(orderId),
      status: 'paid',
    });
  });

  it('signs a user out everywhere, e-mails a password reset, and resends an unconfirmed address its link', async () => {
    const person = await newUser();
    expect((await person.client.get('/api/me')).status).toBe(200);
    const action = (userId: string, name: string) => admin.post(`/api/admin/users/${userId}/actions/${name}`);

    const revoked = await detailOf(await action(person.id, 'revoke-sessions'));
    expect(revoked.sessions).toBe(0);
    expect((await person.client.get('/api/me')).status).toBe(401);

    await detailOf(await action(person.id, 'send-password-reset'));
    await expect.poll(async () => (await readMailbox(admin, person.email)).length).toBeGreaterThan(1);
    expect((await action(person.id, 'resend-confirmation')).status).toBe(409);

    const unconfirmed = signUpBody({ email: uniqueEmail('unconfirmed') });
    expect((await server().client().post('/api/auth/sign-up/email', unconfirmed)).status).toBe(200);
    const listed = await list(`?search=${encodeURIComponent(unconfirmed.email as string)}`);
    await detailOf(await action(listed.users[0]!.id, 'resend-confirmation'));
    await expect.poll(async () => (await readMailbox(admin, unconfirmed.email as string)).length).toBe(2);

    expect((await auditOf(person.id)).map((entry) => entry.action)).toEqual([
      'user.sessions_revoked',
      'user.password_reset_sent',
    ]);
    expect((await action(person.id, 'delete-everything')).status).toBe(400);
  });
});
