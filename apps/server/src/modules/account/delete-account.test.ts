import type { AccountOverview } from '@receptiva/shared';
import { eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMe, PASSWORD, readMailbox, signIn, signUpBody } from '../../../test/accounts';
import { TEST_ADMIN_EMAIL, useTestServer } from '../../../test/server';
import {
  accounts,
  auditLog,
  emailOutbox,
  membershipConsents,
  membershipOrders,
  orders,
  profiles,
  sessions,
  teamMembers,
  testCheckoutSessions,
  users,
} from '../../db/schema';
import { agePayment, buyMembership } from '../billing/billing-test-helpers';
import { startOrderCheckout } from '../orders/order-test-helpers';
import { newAccount } from './account-test-helpers';

describe('DELETE /api/account', () => {
  const server = useTestServer();
  const deleteWith = (client: ReturnType<ReturnType<typeof server>['client']>, json: unknown) =>
    client.request('/api/account', { method: 'DELETE', json });
  const overviewOf = async (client: ReturnType<ReturnType<typeof server>['client']>) => {
    const response = await client.get('/api/account');
    expect(response.status).toBe(200);
    return (await response.json()) as AccountOverview;
  };
  const userExists = async (id: string) => (await server().db.select().from(users).where(eq(users.id, id))).length > 0;

  it('refuses a wrong password with 400 INVALID_PASSWORD on the password field, and deletes nothing', async () => {
    const person = await newAccount(server());
    const response = await deleteWith(person.client, { password: 'not-my-password' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'INVALID_PASSWORD', message: expect.any(String), fields: { password: expect.any(String) } },
    });
    expect(await userExists(person.id)).toBe(true);
    expect((await person.client.get('/api/me')).status).toBe(200);
  });

  it('limits password guesses per account', async () => {
    const person = await newAccount(server());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await deleteWith(person.client, { password: `guess-${attempt}` })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await deleteWith(person.client, { password: PASSWORD })).status).toBe(429);
    expect(await userExists(person.id)).toBe(true);
  });

  it('refuses with 409 ACCOUNT_COMMITMENT_ACTIVE while the membership commitment runs, and says until when', async () => {
    const member = await buyMembership(server());
    const [order] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.userId, member.userId));
    const overview = await overviewOf(member.client);
    expect(overview).toEqual({
      deletion: { allowed: false, reason: 'commitment', commitmentEndsAt: order!.commitmentEndsAt!.toISOString() },
    });
    const response = await deleteWith(member.client, { password: PASSWORD });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: 'ACCOUNT_COMMITMENT_ACTIVE' } });
    expect(await userExists(member.userId)).toBe(true);
  });

  it('allows it once the commitment has ended', async () => {
    const member = await buyMembership(server());
    await agePayment(server(), member.userId, 400);
    expect((await overviewOf(member.client)).deletion).toEqual({ allowed: true, reason: null, commitmentEndsAt: null });
    expect((await deleteWith(member.client, { password: PASSWORD })).status).toBe(200);
    expect(await userExists(member.userId)).toBe(false);
  });

  it('never deletes the ADMIN_EMAIL account: 409 CONFLICT with the reason on the settings page', async () => {
    const admin = await newAccount(server(), { email: TEST_ADMIN_EMAIL });
    expect((await overviewOf(admin.client)).deletion).toEqual({
      allowed: false,
      reason: 'admin-account',
      commitmentEndsAt: null,
    });
    const response = await deleteWith(admin.client, { password: PASSWORD });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: { code: 'CONFLICT', message: expect.stringMatching(/admin/i) },
    });
    expect(await userExists(admin.id)).toBe(true);
  });

  it('answers 401 without a session and 400 without a password', async () => {
    expect((await deleteWith(server().client(), { password: PASSWORD })).status).toBe(401);
    const person = await newAccount(server());
    const response = await deleteWith(person.client, {});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { password: expect.any(String) } },
    });
  });

  it('deletes the account for real: teams left with an audit entry, orders kept without personal data', async () => {
    // A member who cancelled within the 30-day window: the commitment no longer binds.
    const person = await buyMembership(server());
    expect((await person.client.post('/api/billing/cancel', {})).status).toBe(200);
    const db = server().db;
    const [paidOrder] = await db.select().from(membershipOrders).where(eq(membershipOrders.userId, person.userId));
    await startOrderCheckout(person.client, [{ slug: 'ai-receptionist-after-hours', quantity: 1 }]);
    const [marketplaceOrder] = await db.select().from(orders).where(eq(orders.userId, person.userId));
    await person.client.request('/api/account/profile', {
      method: 'PATCH',
      json: { firstName: 'Dora', lastName: 'Departed' },
    });
    const laptop = server().client();
    expect((await signIn(laptop, person.email, PASSWORD)).status).toBe(200);

    // Two owners have the person on their team; the person has a team of their own.
    const ownerA = await newAccount(server());
    const ownerB = await newAccount(server());
    const helper = await newAccount(server());
    const [rowA] = await db
      .insert(teamMembers)
      .values({
        userId: ownerA.id,
        invitedUserId: person.userId,
        email: person.email,
        firstName: 'Dora',
        status: 'active',
      })
      .returning();
    await db
      .insert(teamMembers)
      .values({ userId: ownerB.id, invitedUserId: person.userId, email: person.email, status: 'active' });
    await db
      .insert(teamMembers)
      .values({ userId: person.userId, invitedUserId: helper.id, email: helper.email, status: 'active' });
    expect((await getMe(helper.client)).hasTeamAccess).toBe(true);
    expect((await overviewOf(person.client)).deletion.allowed).toBe(true);

    const response = await deleteWith(person.client, { password: PASSWORD });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    expect(response.headers.getSetCookie().some((cookie) => /^receptiva\.session_token=;/.test(cookie))).toBe(true);
    expect(person.client.sessionToken).toBeUndefined();

    // Signed out everywhere, and the account is gone with everything that hangs on it.
    expect((await laptop.get('/api/me')).status).toBe(401);
    expect(await userExists(person.userId)).toBe(false);
    for (const table of [profiles, sessions, accounts] as const) {
      expect(await db.select().from(table).where(eq(table.userId, person.userId))).toEqual([]);
    }
    expect(
      await db
        .select()
        .from(teamMembers)
        .where(or(eq(teamMembers.invitedUserId, person.userId), eq(teamMembers.userId, person.userId))),
    ).toEqual([]);
    expect((await getMe(helper.client)).hasTeamAccess).toBe(false);
    expect((await signIn(server().client(), person.email, PASSWORD)).status).toBe(401);

    // Each owner's trail says the person left.
    for (const owner of [ownerA, ownerB]) {
      const trail = await db.select().from(auditLog).where(eq(auditLog.accountUserId, owner.id));
      expect(trail).toEqual([
        expect.objectContaining({
          action: 'team.member_left',
          actorUserId: null,
          actorLabel: 'Dora Departed',
          subjectType: 'team_member',
        }),
      ]);
    }
    expect((await db.select().from(auditLog).where(eq(auditLog.subjectId, rowA!.id)))[0]!.subjectLabel).toBe('Dora');

    // The membership order stays for accounting, under an address that names nobody.
    const [order] = await db.select().from(membershipOrders).where(eq(membershipOrders.id, paidOrder!.id));
    expect(order).toMatchObject({ userId: null, status: 'paid', amountCents: expect.any(Number) });
    expect(order!.email).toMatch(/^deleted-[0-9a-f]{16}@deleted\.invalid$/);
    expect(Object.keys(order!.metadata ?? {}).sort()).toEqual(['consentId', 'locale', 'setupFeeCents']);
    const [consent] = await db
      .select()
      .from(membershipConsents)
      .where(eq(membershipConsents.id, String(order!.metadata!.consentId)));
    expect(consent).toMatchObject({ userId: null, email: order!.email, ipAddress: '', userAgent: '' });
    expect(await db.select().from(membershipOrders).where(eq(membershipOrders.email, person.email))).toEqual([]);
    const [keptOrder] = await db.select().from(orders).where(eq(orders.id, marketplaceOrder!.id));
    expect(keptOrder).toMatchObject({ userId: null, email: order!.email, totalCents: marketplaceOrder!.totalCents });
    expect(
      await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.customerEmail, person.email)),
    ).toEqual([]);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, person.email))).toEqual([]);
    expect(await readMailbox(server().client(), person.email)).toEqual([]);
  });

  it('frees the address: the same e-mail can sign up again as a new account', async () => {
    const person = await newAccount(server());
    expect((await deleteWith(person.client, { password: PASSWORD })).status).toBe(200);
    const again = await server()
      .client()
      .post('/api/auth/sign-up/email', signUpBody({ email: person.email }));
    expect(again.status).toBe(200);
  });
});
