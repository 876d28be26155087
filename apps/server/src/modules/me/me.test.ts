import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMe, signUpAndConfirm } from '../../../test/accounts';
import { TEST_ADMIN_EMAIL, useTestServer } from '../../../test/server';
import { membershipOrders, teamMembers, userRoles, users } from '../../db/schema';

describe('GET /api/me: role, membership and team access', () => {
  const server = useTestServer();

  /** A confirmed, signed-in user and its id, for rows inserted straight into the database. */
  const newUser = async (overrides: Record<string, unknown> = {}) => {
    const signedUp = await signUpAndConfirm(server(), overrides);
    const account = { ...signedUp, email: signedUp.email.toLowerCase() };
    const [row] = await server().db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    return { ...account, id: row!.id };
  };

  const addOrder = async (
    userId: string,
    email: string,
    status: string,
    values: Partial<typeof membershipOrders.$inferInsert> = {},
  ) => {
    const [order] = await server()
      .db.insert(membershipOrders)
      .values({
        userId,
        email,
        planName: 'Pro Annual Membership',
        paymentType: 'setup',
        amountCents: 100_000,
        status,
        provider: 'manual',
        ...values,
      })
      .returning({ id: membershipOrders.id });
    return order!.id;
  };

  const addTeamRow = (ownerId: string, invitedUserId: string, values: { status?: string; hasAiAccess?: boolean }) =>
    server()
      .db.insert(teamMembers)
      .values({ userId: ownerId, invitedUserId, email: `${invitedUserId}@example.com`, ...values });

  it('recognises ADMIN_EMAIL as admin, whatever its case, without a role row or despite a lower one', async () => {
    const admin = await newUser({ email: TEST_ADMIN_EMAIL.toUpperCase() });
    expect(await server().db.select().from(userRoles).where(eq(userRoles.userId, admin.id))).toEqual([]);
    const me = await getMe(admin.client);
    expect(me.role).toBe('admin');
    expect(me.user.email).toBe(TEST_ADMIN_EMAIL);

    await server().db.insert(userRoles).values({ userId: admin.id, role: 'user' });
    expect((await getMe(admin.client)).role).toBe('admin');
  });

  it.each([
    [[], 'user'],
    [['member'], 'member'],
    [['admin'], 'admin'],
    [['owner'], 'user'],
    [['superuser', 'member'], 'member'],
    [['member', 'admin', 'user'], 'admin'],
    [['user'], 'user'],
  ])('resolves role rows %j to %s', async (rows, role) => {
    const user = await newUser();
    for (const value of rows) await server().db.insert(userRoles).values({ userId: user.id, role: value });
    expect((await getMe(user.client)).role).toBe(role);
  });

  it('sees the change of a role row on the next request, without signing in again', async () => {
    const user = await newUser();
    expect((await getMe(user.client)).role).toBe('user');
    await server().db.insert(userRoles).values({ userId: user.id, role: 'member' });
    expect((await getMe(user.client)).role).toBe('member');
    await server().db.delete(userRoles).where(eq(userRoles.userId, user.id));
    expect((await getMe(user.client)).role).toBe('user');
  });

  it('is a member with a paid membership order, not with a pending or failed one', async () => {
    const user = await newUser();
    await addOrder(user.id, user.email, 'pending');
    await addOrder(user.id, user.email, 'failed');
    expect((await getMe(user.client)).isMember).toBe(false);
    await addOrder(user.id, user.email, 'paid');
    const me = await getMe(user.client);
    expect(me.isMember).toBe(true);
    expect(me.role).toBe('user');
  });

  it('says the membership state: none, active, past due with the end of its grace, cancelled, or ended', async () => {
    const user = await newUser();
    expect(await getMe(user.client)).toMatchObject({ membershipState: 'none', membershipGraceEndsAt: null });

    const orderId = await addOrder(user.id, user.email, 'paid', { paidAt: new Date() });
    const update = (values: Partial<typeof membershipOrders.$inferInsert>) =>
      server().db.update(membershipOrders).set(values).where(eq(membershipOrders.id, orderId));
    expect(await getMe(user.client)).toMatchObject({ membershipState: 'active', membershipGraceEndsAt: null });

    const graceEndsAt = new Date(Date.now() + 3 * 86_400_000);
    await update({ subscriptionStatus: 'past_due', graceEndsAt });
    expect(await getMe(user.client)).toMatchObject({
      membershipState: 'past_due',
      membershipGraceEndsAt: graceEndsAt.toISOString(),
    });

    await update({ subscriptionStatus: 'active', graceEndsAt: null, cancelledAt: new Date() });
    expect(await getMe(user.client)).toMatchObject({ membershipState: 'cancelled', isMember: true });

    await update({ cancelledAt: null, subscriptionStatus: 'ended' });
    expect(await getMe(user.client)).toMatchObject({ membershipState: 'ended', isMember: false });
  });

  it("does not count another user's paid order", async () => {
    const payer = await newUser();
    const other = await newUser();
    await addOrder(payer.id, other.email, 'paid');
    expect((await getMe(other.client)).isMember).toBe(false);
    expect((await getMe(payer.client)).isMember).toBe(true);
  });

  it('has team access through an active team row as the invited user, and AI access with its flag', async () => {
    const owner = await newUser();
    const plain = await newUser();
    const withAi = await newUser();
    await addTeamRow(owner.id, plain.id, { status: 'active', hasAiAccess: false });
    await addTeamRow(owner.id, withAi.id, { status: 'active', hasAiAccess: true });

    expect(await getMe(plain.client)).toMatchObject({ hasTeamAccess: true, hasAiAccess: false, isMember: false });
    expect(await getMe(withAi.client)).toMatchObject({ hasTeamAccess: true, hasAiAccess: true });
    expect(await getMe(owner.client)).toMatchObject({ hasTeamAccess: false, hasAiAccess: false });
  });

  it('has AI access when any of several active team rows grants it', async () => {
    const firstOwner = await newUser();
    const secondOwner = await newUser();
    const member = await newUser();
    await addTeamRow(firstOwner.id, member.id, { status: 'active', hasAiAccess: false });
    await addTeamRow(secondOwner.id, member.id, { status: 'active', hasAiAccess: true });
    expect(await getMe(member.client)).toMatchObject({ hasTeamAccess: true, hasAiAccess: true });
  });

  it('has no team or AI access through an invited or revoked team row', async () => {
    const owner = await newUser();
    const member = await newUser();
    await addTeamRow(owner.id, member.id, { status: 'invited', hasAiAccess: true });
    expect(await getMe(member.client)).toMatchObject({ hasTeamAccess: false, hasAiAccess: false });
    await server().db.update(teamMembers).set({ status: 'revoked' }).where(eq(teamMembers.invitedUserId, member.id));
    expect(await getMe(member.client)).toMatchObject({ hasTeamAccess: false, hasAiAccess: false });

    await server().db.update(teamMembers).set({ status: 'active' }).where(eq(teamMembers.invitedUserId, member.id));
    expect(await getMe(member.client)).toMatchObject({ hasTeamAccess: true, hasAiAccess: true });
  });

  it('returns the profile written at sign-up', async () => {
    const user = await newUser({ firstName: 'Katherine', lastName: 'Johnson', phone: '+44 20 7946 0000' });
    const me = await getMe(user.client);
    expect(me.user).toMatchObject({ id: user.id, email: user.email, emailVerified: true });
    expect(me.profile).toMatchObject({
      email: user.email,
      fullName: 'Katherine Johnson',
      firstName: 'Katherine',
      lastName: 'Johnson',
      phone: '+44 20 7946 0000',
    });
    expect(new Date(me.user.createdAt).getTime()).not.toBeNaN();
  });

  it('never caches the answer', async () => {
    const user = await newUser();
    const response = await user.client.get('/api/me');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers GET /api/session with 200 and { me: null } when signed out', async () => {
    const response = await server().client().get('/api/session');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ me: null });
  });

  it('answers GET /api/session with the same answer as /api/me when signed in', async () => {
    const user = await newUser();
    await server().db.insert(userRoles).values({ userId: user.id, role: 'member' });
    const response = await user.client.get('/api/session');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ me: await getMe(user.client) });
  });
});
