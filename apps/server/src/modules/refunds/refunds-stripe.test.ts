import type { RefundPreview } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getMe, signUpAndConfirm } from '../../../test/accounts';
import type { TestClient } from '../../../test/client';
import { useFakeStripe } from '../../../test/fake-stripe';
import { startCheckout } from '../../../test/membership-checkout';
import { deliverPaymentEvent } from '../../../test/payment-events';
import { TEST_ADMIN_EMAIL, useTestServer } from '../../../test/server';
import { chargeRefunded, paidMembershipSession, signAsStripe } from '../../../test/stripe-events';
import { membershipOrders, paymentRefunds } from '../../db/schema';

const WEBHOOK_SECRET = 'whsec_fake_stripe_refunds_0123456789';

describe('one membership and refunds with Stripe, through the real SDK against the local fake', () => {
  const { recorded, apiBase } = useFakeStripe();
  const server = useTestServer({
    STRIPE_SECRET_KEY: 'sk_test_fake_refunds_key',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    get STRIPE_API_BASE() {
      return apiBase();
    },
  });
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await signUpAndConfirm(server(), { email: TEST_ADMIN_EMAIL })).client;
  });

  const deliver = async (payload: string) => {
    const response = await deliverPaymentEvent(server(), payload, signAsStripe(payload, WEBHOOK_SECRET));
    expect(response.status, await response.clone().text()).toBe(200);
  };
  const ordersOf = (userId: string) =>
    server().db.select().from(membershipOrders).where(eq(membershipOrders.userId, userId));

  /** A member with two checkouts opened before paying, both paid at the same moment on Stripe. */
  async function payTwiceConcurrently(label: string) {
    const { client, email } = await signUpAndConfirm(server());
    const userId = (await getMe(client)).user.id;
    await startCheckout(client, email, userId);
    await startCheckout(client, email, userId);
    const opened = await ordersOf(userId);
    await Promise.all(
      opened.map((order, index) =>
        deliver(
          paidMembershipSession(`evt_${label}_${index}`, order, {
            customer: `cus_${label}`,
            subscription: `sub_${label}${index}`,
            invoice: `in_${label}${index}`,
          }),
        ),
      ),
    );
    return { client, userId, opened };
  }

  it('two concurrent paid checkouts: one membership, the other refunded on Stripe and its subscription cancelled', async () => {
    const { client, userId, opened } = await payTwiceConcurrently('dup');
    const orders = await ordersOf(userId);
    const refunded = orders.find((order) => order.status === 'refunded')!;
    const kept = orders.find((order) => order.status === 'paid')!;
    expect(refunded).toBeDefined();
    expect(kept).toBeDefined();
    const index = opened.findIndex((order) => order.id === refunded.id);

    const refundCalls = recorded.filter(
      (r) => r.path === '/v1/refunds' && r.form.get('metadata[orderId]') === refunded.id,
    );
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]!.form.get('payment_intent')).toBe(`pi_dup${index}`);
    expect(refundCalls[0]!.form.get('amount')).toBe('100000');
    expect(
      recorded.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/sub_dup${index}`),
    ).toHaveLength(1);
    expect(
      recorded.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${kept.providerSubscriptionId}`),
    ).toHaveLength(0);
    expect(refunded.providerPaymentReference).toBe(`pi_dup${index}`);

    // Stripe then reports the refund it made: recorded once already, nothing changes, however often it comes.
    const report = chargeRefunded('evt_dup_refund', { paymentIntent: `pi_dup${index}`, amountRefunded: 100_000 });
    await Promise.all(Array.from({ length: 10 }, () => deliver(report)));
    const rows = await server()
      .db.select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.membershipOrderId, refunded.id));
    expect(rows).toHaveLength(1);
    expect((await getMe(client)).isMember).toBe(true);

    // Cancelling stops every live subscription (the refunded one is stopped already).
    const before = recorded.filter((r) => r.method === 'DELETE').length;
    expect((await client.post('/api/billing/cancel', {})).status).toBe(200);
    const cancels = recorded.filter((r) => r.method === 'DELETE').slice(before);
    expect(cancels.map((r) => r.path)).toEqual([`/v1/subscriptions/${kept.providerSubscriptionId}`]);
  });

  it('cancelling cancels a second live subscription left from before the one-membership rule', async () => {
    const { client, userId } = await payTwiceConcurrently('legacy');
    const [kept] = (await ordersOf(userId)).filter((order) => order.status === 'paid');
    await server()
      .db.insert(membershipOrders)
      .values({
        userId,
        email: kept!.email,
        planName: kept!.planName,
        paymentType: kept!.paymentType,
        amountCents: kept!.amountCents,
        status: 'paid',
        provider: 'stripe',
        providerSubscriptionId: 'sub_legacy_second',
        paidAt: new Date(Date.now() - 60 * 24 * 3600 * 1000),
      });
    expect((await client.post('/api/billing/cancel', {})).status).toBe(200);
    const paths = recorded.filter((r) => r.method === 'DELETE').map((r) => r.path);
    expect(paths).toContain(`/v1/subscriptions/${kept!.providerSubscriptionId}`);
    expect(paths).toContain('/v1/subscriptions/sub_legacy_second');
  });

  it('an admin refunds part, then Stripe’s dashboard refunds the rest: both land once, and access ends', async () => {
    const { client, email } = await signUpAndConfirm(server());
    const userId = (await getMe(client)).user.id;
    await startCheckout(client, email, userId);
    const [order] = await ordersOf(userId);
    await deliver(
      paidMembershipSession('evt_partial_paid', order!, {
        customer: 'cus_p',
        subscription: 'sub_p',
        invoice: 'in_partial',
      }),
    );

    const path = `/api/admin/refunds/membership/${order!.id}`;
    const partial = await admin.post(path, { amountCents: 30_000, reason: 'Goodwill' });
    expect(partial.status, await partial.clone().text()).toBe(200);
    expect(await partial.json()).toMatchObject({
      state: 'partially_refunded',
      refundedCents: 30_000,
      refundableCents: 70_000,
    });
    const call = recorded.filter((r) => r.path === '/v1/refunds').at(-1)!;
    expect(call.form.get('payment_intent')).toBe('pi_partial');
    expect(call.form.get('amount')).toBe('30000');
    expect(recorded.some((r) => r.method === 'GET' && r.path === '/v1/invoices/in_partial')).toBe(true);

    // The report of the admin's own refund (refunds not expanded): nothing new.
    await deliver(chargeRefunded('evt_partial_report', { paymentIntent: 'pi_partial', amountRefunded: 30_000 }));
    // A refund of the rest made in Stripe's dashboard, delivered ten times at once.
    const dashboard = chargeRefunded('evt_dashboard', {
      paymentIntent: 'pi_partial',
      amountRefunded: 100_000,
      refunds: [{ id: 're_dashboard_1', amount: 70_000 }],
    });
    await Promise.all(Array.from({ length: 10 }, () => deliver(dashboard)));

    const rows = await server().db.select().from(paymentRefunds).where(eq(paymentRefunds.membershipOrderId, order!.id));
    expect(rows.map((row) => [row.source, row.amountCents]).sort()).toEqual([
      ['admin', 30_000],
      ['provider', 70_000],
    ]);
    const preview = (await (await admin.get(path)).json()) as RefundPreview;
    expect(preview).toMatchObject({ state: 'refunded', refundedCents: 100_000, refundableCents: 0 });
    expect((await getMe(client)).isMember).toBe(false);
    expect(recorded.filter((r) => r.method === 'DELETE' && r.path === '/v1/subscriptions/sub_p')).toHaveLength(1);
  });
});
