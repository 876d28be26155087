import { randomUUID } from 'node:crypto';
import type { AdminDashboard } from '@receptiva/shared';
import { and, count, eq, gte, isNotNull, isNull, lt, ne, sum } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../../../test/accounts';
import type { TestClient } from '../../../test/client';
import { TEST_ADMIN_EMAIL, useTestServer } from '../../../test/server';
import {
  analyticsEvents,
  demoBookings,
  membershipCharges,
  membershipOrders,
  newsletterSubscribers,
  orders,
  paymentRefunds,
  users,
} from '../../db/schema';
import { signUpStaff } from '../orders/order-test-helpers';
import { buyTestMembership, deliverOk, subscriptionEvent } from '../subscription/subscription-test-helpers';

const BASE = '/api/admin/dashboard';
// March 2024 (31 days); the previous period of equal length is January 30 – February 29 (a leap year).
const PERIOD = 'from=2024-03-01&to=2024-03-31';
const at = (iso: string) => new Date(iso);
const CURRENT = ['2024-03-01T00:00:00Z', '2024-04-01T00:00:00Z'] as const;
const PREVIOUS = ['2024-01-30T00:00:00Z', '2024-03-01T00:00:00Z'] as const;

const membership = (values: Partial<typeof membershipOrders.$inferInsert>) => ({
  email: `m-${randomUUID()}@example.com`,
  planName: 'Monthly Membership',
  paymentType: 'monthly',
  amountCents: 100_000,
  status: 'paid',
  provider: 'stripe',
  ...values,
});

const marketplaceOrder = (totalCents: number, paidAt: Date | null) => ({
  email: `o-${randomUUID()}@example.com`,
  status: paidAt ? 'paid' : 'pending',
  subtotalCents: totalCents,
  discountCents: 0,
  totalCents,
  provider: 'test',
  paidAt,
  createdAt: paidAt ?? at('2024-03-10T10:00:00Z'),
});

/** Rows in March 2024 and in the 31 days before it, plus rows outside both that must count nowhere. */
async function seed(server: ReturnType<ReturnType<typeof useTestServer>>) {
  const { db } = server;
  const grace = new Date(Date.now() + 5 * 86_400_000);
  const memberships = await db
    .insert(membershipOrders)
    .values([
      membership({ paidAt: at('2024-03-05T09:00:00Z'), createdAt: at('2024-03-05T08:59:00Z') }),
      membership({ paidAt: at('2024-03-31T23:59:59Z') }),
      membership({
        paidAt: at('2024-02-10T12:00:00Z'),
        subscriptionStatus: 'past_due',
        pastDueSince: at('2024-03-02T00:00:00Z'),
        graceEndsAt: grace,
      }),
      // Cancelled in March, long after its window: ended, and it left in March.
      membership({ paidAt: at('2023-06-01T12:00:00Z'), cancelledAt: at('2024-03-20T10:00:00Z') }),
      // An admin's grant: a member, but no money moved.
      membership({ provider: 'manual', amountCents: 649_700, paidAt: at('2024-03-12T12:00:00Z') }),
      // Unpaid checkouts count nowhere.
      membership({ status: 'pending', paidAt: null, createdAt: at('2024-03-12T12:00:00Z') }),
      membership({ paidAt: at('2024-04-01T00:00:00Z') }),
    ])
    .returning();
  await db.insert(membershipCharges).values([
    {
      membershipOrderId: memberships[0]!.id,
      providerInvoiceId: `in_${randomUUID()}`,
      amountCents: 49_700,
      paidAt: at('2024-03-01T00:00:00Z'),
    },
    {
      membershipOrderId: memberships[2]!.id,
      providerInvoiceId: `in_${randomUUID()}`,
      amountCents: 30_000,
      paidAt: at('2024-02-01T00:00:00Z'),
    },
  ]);
  const [paidInMarch, , paidInFebruary] = await db
    .insert(orders)
    .values([
      marketplaceOrder(20_000, at('2024-03-15T10:00:00Z')),
      marketplaceOrder(5_000, at('2024-03-16T10:00:00Z')),
      marketplaceOrder(7_500, at('2024-02-20T10:00:00Z')),
      marketplaceOrder(9_900, null),
      marketplaceOrder(1_000, at('2024-01-29T23:59:59Z')),
    ])
    .returning();
  const refund = (values: Partial<typeof paymentRefunds.$inferInsert>) => ({
    provider: 'test',
    providerRefundId: `re_${randomUUID()}`,
    amountCents: 0,
    reason: 'Customer asked',
    source: 'admin' as const,
    ...values,
  });
  await db
    .insert(paymentRefunds)
    .values([
      refund({ orderId: paidInMarch!.id, amountCents: 4_000, createdAt: at('2024-03-18T10:00:00Z') }),
      refund({ orderId: paidInFebruary!.id, amountCents: 7_500, createdAt: at('2024-03-02T10:00:00Z') }),
      refund({ membershipOrderId: memberships[2]!.id, amountCents: 100_000, createdAt: at('2024-02-29T23:00:00Z') }),
    ]);
  await db.insert(users).values(
    ['2024-03-01T00:00:00Z', '2024-03-01T13:00:00Z', '2024-03-31T22:00:00Z', '2024-02-15T10:00:00Z'].map(
      (createdAt) => ({
        id: randomUUID(),
        name: 'Seeded',
        email: `s-${randomUUID()}@example.com`,
        createdAt: at(createdAt),
      }),
    ),
  );
  const booking = (createdAt: string) => ({
    name: 'Lee',
    email: 'lee@example.com',
    phone: '+15550100',
    businessType: 'dental',
    preferredAt: at('2024-04-10T10:00:00Z'),
    timeZone: 'UTC',
    createdAt: at(createdAt),
  });
  await db
    .insert(demoBookings)
    .values([booking('2024-03-03T10:00:00Z'), booking('2024-02-03T10:00:00Z'), booking('2024-02-04T10:00:00Z')]);
  await db.insert(newsletterSubscribers).values([
    {
      email: `n-${randomUUID()}@example.com`,
      status: 'confirmed',
      confirmedAt: at('2024-03-09T10:00:00Z'),
      unsubscribeTokenHash: randomUUID(),
    },
    {
      email: `n-${randomUUID()}@example.com`,
      status: 'pending',
      unsubscribeTokenHash: randomUUID(),
      createdAt: at('2024-03-09T10:00:00Z'),
    },
  ]);
  // Visitor a: the whole funnel in March; b: home then pricing; c: one page in February; d: a voice call in March.
  const event = (sessionId: string, name: string, path: string, createdAt: string) => ({
    sessionId,
    name,
    custom: !['PageView', 'Lead', 'ViewContent', 'InitiateCheckout', 'Purchase'].includes(name),
    path,
    createdAt: at(createdAt),
  });
  await db
    .insert(analyticsEvents)
    .values([
      event('a', 'PageView', '/', '2024-03-04T10:00:00Z'),
      event('a', 'RoiCalculated', '/', '2024-03-04T10:01:00Z'),
      event('a', 'PageView', '/pricing', '2024-03-04T10:02:00Z'),
      event('a', 'InitiateCheckout', '/pricing', '2024-03-04T10:03:00Z'),
      event('a', 'Purchase', '/payment-success', '2024-03-04T10:09:00Z'),
      event('b', 'PageView', '/', '2024-03-05T10:00:00Z'),
      event('b', 'ViewContent', '/pricing', '2024-03-05T10:01:00Z'),
      event('c', 'PageView', '/blog', '2024-02-05T10:00:00Z'),
      event('d', 'VoiceDemoStarted', '/agents', '2024-03-06T10:00:00Z'),
      event('d', 'VoiceDemoStarted', '/agents', '2024-03-06T10:05:00Z'),
    ]);
}

describe('/api/admin/dashboard: the business for a period against the one before (issue 17 point 2)', () => {
  const server = useTestServer();
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await signUpAndConfirm(server(), { email: TEST_ADMIN_EMAIL })).client;
    await seed(server());
  });

  const dashboard = async (query: string) => {
    const response = await admin.get(`${BASE}?${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as AdminDashboard;
  };

  it('answers orders and revenue equal to a direct sum in the database, for the period and the previous one', async () => {
    const figures = await dashboard(PERIOD);
    expect(figures.range).toMatchObject({
      period: null,
      from: '2024-03-01',
      to: '2024-03-31',
      previousFrom: '2024-01-30',
      previousTo: '2024-02-29',
      days: 31,
      granularity: 'day',
    });
    const { db } = server();
    const between = (column: AnyPgColumn, [from, to]: readonly [string, string]) =>
      and(gte(column, at(from)), lt(column, at(to)));
    const cents = (value: string | null | undefined) => Number(value ?? 0);
    for (const [period, bounds] of [
      ['current', CURRENT],
      ['previous', PREVIOUS],
    ] as const) {
      const [orderSum] = await db
        .select({ n: count(), cents: sum(orders.totalCents) })
        .from(orders)
        .where(between(orders.paidAt, bounds));
      const [membershipSum] = await db
        .select({ cents: sum(membershipOrders.amountCents) })
        .from(membershipOrders)
        .where(and(between(membershipOrders.paidAt, bounds), ne(membershipOrders.provider, 'manual')));
      const [chargeSum] = await db
        .select({ cents: sum(membershipCharges.amountCents) })
        .from(membershipCharges)
        .where(between(membershipCharges.paidAt, bounds));
      const [refundSum] = await db
        .select({ cents: sum(paymentRefunds.amountCents) })
        .from(paymentRefunds)
        .where(between(paymentRefunds.createdAt, bounds));
      expect(figures.marketplaceOrders.count[period]).toBe(orderSum!.n);
      expect(figures.revenue.marketplaceCents[period]).toBe(cents(orderSum!.cents));
      expect(figures.revenue.membershipCheckoutsCents[period]).toBe(cents(membershipSum!.cents));
      expect(figures.revenue.monthlyChargesCents[period]).toBe(cents(chargeSum!.cents));
      expect(figures.revenue.refundsCents[period]).toBe(cents(refundSum!.cents));
      expect(figures.revenue.netCents[period]).toBe(
        cents(orderSum!.cents) + cents(membershipSum!.cents) + cents(chargeSum!.cents) - cents(refundSum!.cents),
      );
    }
    // The seed's figures, worked by hand: the previous period is compared, not mixed in.
    expect(figures.marketplaceOrders.count).toEqual({ current: 2, previous: 1 });
    expect(figures.revenue.netCents).toEqual({
      current: 200_000 + 49_700 + 25_000 - 11_500,
      previous: 100_000 + 30_000 + 7_500 - 100_000,
    });
    expect(figures.revenueByMonth.map((month) => month.month)).toEqual(['2024-01', '2024-02', '2024-03']);
    expect(figures.revenueByMonth[2]).toEqual({
      month: '2024-03',
      membershipCents: 249_700,
      marketplaceCents: 25_000,
      refundsCents: 11_500,
      netCents: 263_200,
    });
  });

  it('counts members as a direct count does, and who joined or left in each period', async () => {
    const figures = await dashboard(PERIOD);
    const { db } = server();
    const [paid] = await db.select({ n: count() }).from(membershipOrders).where(eq(membershipOrders.status, 'paid'));
    const [pastDue] = await db
      .select({ n: count() })
      .from(membershipOrders)
      .where(and(eq(membershipOrders.status, 'paid'), eq(membershipOrders.subscriptionStatus, 'past_due')));
    const [cancelled] = await db
      .select({ n: count() })
      .from(membershipOrders)
      .where(and(eq(membershipOrders.status, 'paid'), isNotNull(membershipOrders.cancelledAt)));
    const [active] = await db
      .select({ n: count() })
      .from(membershipOrders)
      .where(
        and(
          eq(membershipOrders.status, 'paid'),
          isNull(membershipOrders.cancelledAt),
          isNull(membershipOrders.refundedAt),
          eq(membershipOrders.subscriptionStatus, 'active'),
        ),
      );
    // No seeded paid membership is completed, ended at the provider or refunded in full.
    expect(figures.members).toMatchObject({ active: active!.n, pastDue: pastDue!.n, cancelled: cancelled!.n });
    expect(figures.members.active + figures.members.pastDue + figures.members.cancelled).toBe(paid!.n);
    expect(figures.members).toMatchObject({ pastDue: 1, cancelled: 1 });
    expect(figures.members.active).toBeGreaterThanOrEqual(4);
    expect(figures.members.joined).toEqual({ current: 3, previous: 1 });
    expect(figures.members.left).toEqual({ current: 1, previous: 0 });
  });

  it('counts sign-ups, demo bookings, voice calls, confirmed subscribers and the funnel by distinct visitor', async () => {
    const figures = await dashboard(PERIOD);
    const [signUps] = await server()
      .db.select({ n: count() })
      .from(users)
      .where(and(gte(users.createdAt, at(CURRENT[0])), lt(users.createdAt, at(CURRENT[1]))));
    expect(figures.signUps).toEqual({ current: signUps!.n, previous: 1 });
    expect(figures.signUps.current).toBe(3);
    expect(figures.demoBookings).toEqual({ current: 1, previous: 2 });
    expect(figures.voiceDemoSessions).toEqual({ current: 2, previous: 0 });
    expect(figures.newsletterSubscribers).toEqual({ current: 1, previous: 0 });
    expect(figures.activity).toHaveLength(31);
    expect(figures.activity[0]).toEqual({ bucket: '2024-03-01', signUps: 2, demoBookings: 0, voiceDemoSessions: 0 });
    expect(figures.activity[5]).toMatchObject({ bucket: '2024-03-06', voiceDemoSessions: 2 });
    expect(figures.funnel).toEqual([
      { step: 'visit', current: 3, previous: 1 },
      { step: 'demoOrRoi', current: 2, previous: 0 },
      { step: 'pricing', current: 2, previous: 0 },
      { step: 'checkout', current: 1, previous: 0 },
      { step: 'paid', current: 1, previous: 0 },
    ]);
  });

  it('buckets a long period by month and a preset ends today', async () => {
    const year = await dashboard('from=2023-04-01&to=2024-03-31');
    expect(year.range).toMatchObject({ days: 366, granularity: 'month', previousFrom: '2022-03-31' });
    expect(year.activity.map((bucket) => bucket.bucket)).toHaveLength(12);
    expect(year.activity.at(-1)).toMatchObject({ bucket: '2024-03', signUps: 3, demoBookings: 1 });
    const today = new Date().toISOString().slice(0, 10);
    const preset = await dashboard('period=7d');
    expect(preset.range).toMatchObject({ period: '7d', to: today, days: 7 });
    expect((await dashboard('')).range).toMatchObject({ period: '30d', days: 30 });
  });

  it("records a membership's later invoices once, so its monthly charges count as revenue", async () => {
    const { order } = await buyTestMembership(server());
    const before = (await dashboard('period=7d')).revenue.monthlyChargesCents.current;
    const renewal = subscriptionEvent(`evt_${randomUUID()}`, 'invoice.paid', order.providerSubscriptionId!, {
      created: new Date(),
      amountCents: 49_700,
    });
    await deliverOk(server(), renewal);
    await deliverOk(server(), renewal);
    const charges = await server()
      .db.select()
      .from(membershipCharges)
      .where(eq(membershipCharges.membershipOrderId, order.id));
    expect(charges.map((charge) => charge.amountCents)).toEqual([49_700]);
    expect((await dashboard('period=7d')).revenue.monthlyChargesCents.current).toBe(before + 49_700);
    // The checkout's own first invoice is the setup fee, already on the order.
    const first = JSON.parse(
      subscriptionEvent(`evt_${randomUUID()}`, 'invoice.paid', order.providerSubscriptionId!, {
        created: new Date(),
        amountCents: 100_000,
      }),
    );
    first.data.object.billing_reason = 'subscription_create';
    await deliverOk(server(), JSON.stringify(first));
    expect(
      await server()
        .db.select({ n: count() })
        .from(membershipCharges)
        .where(eq(membershipCharges.membershipOrderId, order.id)),
    ).toEqual([{ n: 1 }]);
  });

  it('refuses a bad period with 400 and every caller but an admin', async () => {
    for (const query of [
      'period=1y',
      'from=2024-03-01',
      'to=2024-03-01',
      'from=2024-03-02&to=2024-03-01',
      'from=2020-01-01&to=2024-01-01',
      'from=2024-02-30&to=2024-03-01',
      'from=1999-12-31&to=2000-01-05',
      'from=yesterday&to=today',
    ]) {
      const response = await admin.get(`${BASE}?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
    const staff = await signUpStaff(server());
    expect((await staff.client.get(BASE)).status).toBe(403);
    expect((await server().client().get(BASE)).status).toBe(401);
  });
});
