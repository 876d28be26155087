import type { BillingOverview } from '@receptiva/shared';
import { formatUsd } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMe } from '../../../test/accounts';
import { useTestServer } from '../../../test/server';
import { membershipOrders, siteSettings } from '../../db/schema';
import {
  buyTestMembership,
  deliverOk,
  orderOf,
  subscriptionEvent,
  subscriptionMails,
} from './subscription-test-helpers';

const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS);

describe('the subscription’s life from provider events', () => {
  const server = useTestServer();

  async function member() {
    const bought = await buyTestMembership(server());
    const subscriptionId = bought.order.providerSubscriptionId!;
    const send = (id: string, type: string, options: Parameters<typeof subscriptionEvent>[3]) =>
      deliverOk(server(), subscriptionEvent(`${id}_${subscriptionId}`, type, subscriptionId, options));
    return { ...bought, subscriptionId, send };
  }

  const billingOf = async (client: Awaited<ReturnType<typeof member>>['client']) =>
    (await (await client.get('/api/billing')).json()) as BillingOverview;

  it('invoice.payment_failed makes it past due with access for the grace period, invoice.paid brings it back', async () => {
    const { client, email, order, send } = await member();
    const failedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    await send('evt_failed', 'invoice.payment_failed', { created: failedAt });

    const pastDue = await orderOf(server(), order.id);
    expect(pastDue).toMatchObject({ subscriptionStatus: 'past_due', pastDueSince: failedAt });
    expect(pastDue.graceEndsAt).toEqual(new Date(failedAt.getTime() + 14 * DAY_MS));
    const me = await getMe(client);
    expect(me).toMatchObject({ isMember: true, membershipState: 'past_due' });
    expect(me.membershipGraceEndsAt).toBe(pastDue.graceEndsAt!.toISOString());
    expect(await billingOf(client)).toMatchObject({ status: 'past_due', isMember: true });
    const [mail] = await subscriptionMails(server(), email, 'pastDue');
    expect(mail!.text).toContain(formatUsd(49_700, 'de'));
    expect(mail!.text).toContain('Receptiva');
    expect(mail!.text).toContain('http://localhost:3000/dashboard/billing');
    const services = (await (await client.get('/api/services')).json()) as { viewer: string; services: unknown[] };
    expect(services.viewer).toBe('past-due');
    const paused = await client.post('/api/orders/checkout', { items: [{ slug: 'review-booster', quantity: 1 }] });
    expect(paused.status).toBe(409);
    expect(((await paused.json()) as { error: { code: string } }).error.code).toBe('MEMBERSHIP_PAST_DUE');

    await send('evt_paid', 'invoice.paid', { created: new Date(failedAt.getTime() + 3 * DAY_MS) });
    expect(await orderOf(server(), order.id)).toMatchObject({
      subscriptionStatus: 'active',
      pastDueSince: null,
      graceEndsAt: null,
    });
    expect((await getMe(client)).membershipState).toBe('active');
    expect(await subscriptionMails(server(), email, 'recovered')).toHaveLength(1);
    const resumed = await client.post('/api/orders/checkout', { items: [{ slug: 'review-booster', quantity: 1 }] });
    expect(resumed.status).toBe(200);
  });

  it('customer.subscription.updated moves it by the subscription’s own status', async () => {
    const { client, order, send } = await member();
    await send('evt_upd_past_due', 'customer.subscription.updated', { created: ago(2), status: 'past_due' });
    expect((await orderOf(server(), order.id)).subscriptionStatus).toBe('past_due');
    await send('evt_upd_active', 'customer.subscription.updated', { created: ago(1), status: 'active' });
    expect((await orderOf(server(), order.id)).subscriptionStatus).toBe('active');
    await send('evt_upd_paused', 'customer.subscription.updated', { created: ago(0), status: 'paused' });
    expect((await getMe(client)).membershipState).toBe('active');
  });

  it('customer.subscription.updated to canceled after the window ends it: no access, one e-mail', async () => {
    const { client, email, order, userId, send } = await member();
    await server()
      .db.update(membershipOrders)
      .set({ paidAt: sql`now() - interval '60 days'` })
      .where(eq(membershipOrders.userId, userId));
    await send('evt_upd_canceled', 'customer.subscription.updated', {
      created: ago(0),
      status: 'canceled',
      endedAt: ago(0),
    });
    expect((await orderOf(server(), order.id)).subscriptionStatus).toBe('ended');
    expect(await getMe(client)).toMatchObject({ isMember: false, membershipState: 'ended' });
    expect(await billingOf(client)).toMatchObject({ status: 'ended', isMember: false });
    await send('evt_deleted_after', 'customer.subscription.deleted', { created: ago(0), endedAt: ago(0) });
    expect(await subscriptionMails(server(), email, 'ended')).toHaveLength(1);
  });

  it('customer.subscription.deleted inside the window is a cancellation (decision 011: usable until it ends)', async () => {
    const { client, email, order, send } = await member();
    await send('evt_deleted_window', 'customer.subscription.deleted', { created: ago(0), endedAt: ago(0) });
    const cancelled = await orderOf(server(), order.id);
    expect(cancelled.subscriptionStatus).toBe('cancelled');
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(await getMe(client)).toMatchObject({ isMember: true, membershipState: 'cancelled' });
    expect(await subscriptionMails(server(), email, 'cancelled')).toHaveLength(1);
  });

  it('a deletion after a cancellation on the billing page changes nothing and sends nothing more', async () => {
    const { client, email, order, send } = await member();
    expect((await client.post('/api/billing/cancel')).status).toBe(200);
    await send('evt_deleted_ours', 'customer.subscription.deleted', { created: ago(0), endedAt: ago(0) });
    expect((await orderOf(server(), order.id)).subscriptionStatus).toBe('active');
    expect((await getMe(client)).membershipState).toBe('cancelled');
    expect(await subscriptionMails(server(), email, 'cancelled')).toHaveLength(0);
  });

  it('customer.subscription.deleted at the commitment’s end completes it', async () => {
    const { client, email, order, userId, send } = await member();
    await server()
      .db.update(membershipOrders)
      .set({ paidAt: sql`now() - interval '12 months'`, commitmentEndsAt: sql`now()` })
      .where(eq(membershipOrders.userId, userId));
    await send('evt_deleted_done', 'customer.subscription.deleted', { created: ago(0), endedAt: ago(0) });
    expect((await orderOf(server(), order.id)).subscriptionStatus).toBe('completed');
    expect(await getMe(client)).toMatchObject({ isMember: false, membershipState: 'completed' });
    expect(await billingOf(client)).toMatchObject({ status: 'completed', nextCharge: null });
    expect(await subscriptionMails(server(), email, 'completed')).toHaveLength(1);
  });

  it('a subscription that ends for unpaid invoices ends, even at the commitment’s end', async () => {
    const { order, userId, send } = await member();
    await server()
      .db.update(membershipOrders)
      .set({ commitmentEndsAt: sql`now()` })
      .where(eq(membershipOrders.userId, userId));
    await send('evt_deleted_unpaid', 'customer.subscription.deleted', {
      created: ago(0),
      endedAt: ago(0),
      reason: 'payment_failed',
    });
    expect((await orderOf(server(), order.id)).subscriptionStatus).toBe('ended');
  });

  it('ends access when the grace period (a setting) runs out while still past due', async () => {
    const { client, order, send } = await member();
    await server().db.update(siteSettings).set({ value: 3 }).where(eq(siteSettings.key, 'membershipGraceDays'));
    const failedAt = ago(1);
    await send('evt_failed_grace', 'invoice.payment_failed', { created: failedAt });
    const pastDue = await orderOf(server(), order.id);
    expect(pastDue.graceEndsAt!.getTime()).toBe(Math.floor(failedAt.getTime() / 1000) * 1000 + 3 * DAY_MS);
    expect((await getMe(client)).isMember).toBe(true);

    await server()
      .db.update(membershipOrders)
      .set({ graceEndsAt: sql`now() - interval '1 second'` })
      .where(eq(membershipOrders.id, order.id));
    expect(await getMe(client)).toMatchObject({ isMember: false, membershipState: 'ended' });
    expect((await client.post('/api/orders/checkout', { items: [{ slug: 'x', quantity: 1 }] })).status).toBe(403);
  });

  it('never applies an older state over a newer one', async () => {
    const { email, order, send } = await member();
    await send('evt_new_paid', 'invoice.paid', { created: ago(1) });
    await send('evt_old_failed', 'invoice.payment_failed', { created: ago(5) });
    await send('evt_old_sub', 'customer.subscription.updated', { created: ago(4), status: 'past_due' });
    const after = await orderOf(server(), order.id);
    expect(after.subscriptionStatus).toBe('active');
    expect(after.subscriptionStateAt!.getTime()).toBe(Math.floor(ago(1).getTime() / 1000) * 1000);
    expect(await subscriptionMails(server(), email, 'pastDue')).toHaveLength(0);
  });

  it('ignores events of an unknown subscription', async () => {
    const response = await deliverOk(
      server(),
      subscriptionEvent('evt_unknown_sub', 'invoice.payment_failed', 'sub_nobody', { created: ago(0) }),
    );
    expect(response.duplicate).toBe(false);
  });
});
