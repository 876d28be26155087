import type { BillingOverview, CancelMembershipResult } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { getMe, readMailbox, signUpAndConfirm } from '../../../test/accounts';
import { FAKE_PORTAL_URL, useFakeStripe } from '../../../test/fake-stripe';
import { billedCharges } from '../../../test/fake-stripe-billing';
import { startCheckout } from '../../../test/membership-checkout';
import { deliverPaymentEvent } from '../../../test/payment-events';
import { useTestServer } from '../../../test/server';
import { membershipOrders } from '../../db/schema';
import { agePayment } from './billing-test-helpers';

const WEBHOOK_SECRET = 'whsec_fake_stripe_billing_0123456789';

describe('billing with Stripe, against a local fake of the Stripe API', () => {
  const { recorded, apiBase, subscriptions } = useFakeStripe();

  const server = useTestServer({
    STRIPE_SECRET_KEY: 'sk_test_fake_billing_key',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    get STRIPE_API_BASE() {
      return apiBase();
    },
  });

  /** Checkout on the fake, then the signed webhook Stripe would send: a paid order with customer and subscription. */
  async function buyOnStripe(label: string) {
    const { client, email } = await signUpAndConfirm(server());
    const userId = (await getMe(client)).user.id;
    await startCheckout(client, email, userId);
    const [order] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.userId, userId));
    const payload = JSON.stringify({
      id: `evt_billing_${label}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: order!.providerSessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          customer: `cus_${label}`,
          subscription: `sub_${label}`,
          metadata: { kind: 'membership', orderId: order!.id },
        },
      },
    });
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const delivered = await deliverPaymentEvent(server(), payload, signature);
    expect(delivered.status).toBe(200);
    return { client, userId, email };
  }

  it('shows on the billing page exactly what the Stripe schedule set up at payment bills', async () => {
    const { client, userId } = await buyOnStripe('schedule');
    const [order] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.userId, userId));
    const billing = (await (await client.get('/api/billing')).json()) as BillingOverview;
    expect(billing.upcomingCharges).toHaveLength(12);
    expect(billing.monthlyPaymentsTotal).toBe(12);
    expect(billing.nextCharge).toEqual(billing.upcomingCharges[0]);
    expect(billing.upcomingCharges[0]).toMatchObject({ kind: 'prorated', chargeOn: billing.cancellationWindowEndsAt });
    const schedule = subscriptions.scheduleOf('sub_schedule')!;
    expect(schedule.phases[0]!.start).toBe(subscriptions.subscription('sub_schedule').created);
    // Stripe counts whole seconds and the schedule rounds up, so it never charges before the window ends.
    const wholeSeconds = (iso: string) => new Date(Math.ceil(Date.parse(iso) / 1000) * 1000).toISOString();
    expect(billedCharges(schedule)).toEqual(
      billing.upcomingCharges.map((charge) => ({ on: wholeSeconds(charge.chargeOn), amountCents: charge.amountCents })),
    );
    expect(order!.paidAt!.getTime() + 30 * 86_400_000).toBe(Date.parse(billing.upcomingCharges[0]!.chargeOn));
  });

  it('records no payment while Stripe cannot schedule the subscription, so Stripe’s retry of the event pays', async () => {
    subscriptions.failNextRetrieve('sub_unscheduled');
    const { client, email } = await signUpAndConfirm(server());
    const userId = (await getMe(client)).user.id;
    await startCheckout(client, email, userId);
    const [order] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.userId, userId));
    const payload = JSON.stringify({
      id: 'evt_billing_unscheduled',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: order!.providerSessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          customer: 'cus_unscheduled',
          subscription: 'sub_unscheduled',
          metadata: { kind: 'membership', orderId: order!.id },
        },
      },
    });
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await deliverPaymentEvent(server(), payload, signature)).status).toBeGreaterThanOrEqual(500);
    const [unpaid] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.id, order!.id));
    expect(unpaid!.status).toBe('pending');
    expect((await deliverPaymentEvent(server(), payload, signature)).status).toBe(200);
    const [paid] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.id, order!.id));
    expect(paid!.status).toBe('paid');
    expect(billedCharges(subscriptions.scheduleOf('sub_unscheduled')!)).toHaveLength(12);
  });

  it('opens the customer portal for the caller’s own Stripe customer, returning to the billing page', async () => {
    const { client } = await buyOnStripe('portal');
    const billing = (await (await client.get('/api/billing')).json()) as BillingOverview;
    expect(billing).toMatchObject({ status: 'active', portalAvailable: true, provider: 'stripe' });

    const response = await client.post('/api/billing/portal');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: FAKE_PORTAL_URL });
    const request = recorded.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.form.get('customer')).toBe('cus_portal');
    expect(request.form.get('return_url')).toBe('http://localhost:3000/dashboard/billing');

    const stranger = await signUpAndConfirm(server());
    expect((await stranger.client.post('/api/billing/portal')).status).toBe(404);
  });

  it('cancels the Stripe subscription once when cancelling inside the window', async () => {
    const { client, userId } = await buyOnStripe('cancel');
    const first = (await (await client.post('/api/billing/cancel')).json()) as CancelMembershipResult;
    expect(first.changed).toBe(true);
    const again = (await (await client.post('/api/billing/cancel')).json()) as CancelMembershipResult;
    expect(again.changed).toBe(false);
    const cancels = recorded.filter((r) => r.method === 'DELETE' && r.path === '/v1/subscriptions/sub_cancel');
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.form.get('invoice_now')).toBe('false');
    expect(cancels[0]!.form.get('prorate')).toBe('false');
    const [order] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.userId, userId));
    expect(order!.cancelledAt).toBeInstanceOf(Date);
    // The subscription was on its schedule; cancelling it ends the schedule, so nothing more is billed.
    expect(subscriptions.scheduleOf('sub_cancel')!.status).toBe('canceled');
    expect(billedCharges(subscriptions.scheduleOf('sub_cancel')!)).toEqual([]);
  });

  it('cancels nothing and sends nothing when Stripe cannot cancel the subscription', async () => {
    const { client, userId, email } = await buyOnStripe('outage');
    const response = await client.post('/api/billing/cancel');
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('INTERNAL_ERROR');
    const [order] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.userId, userId));
    expect(order!.cancelledAt).toBeNull();
    const billing = (await (await client.get('/api/billing')).json()) as BillingOverview;
    expect(billing).toMatchObject({ status: 'active', canCancel: true });
    const mails = await readMailbox(client, email);
    expect(mails.some((m) => m.subject.includes('gekündigt') || m.subject.includes('cancelled'))).toBe(false);
  });

  it('makes no Stripe call after the window', async () => {
    const { client, userId } = await buyOnStripe('late');
    await agePayment(server(), userId, 31);
    expect((await client.post('/api/billing/cancel')).status).toBe(409);
    expect(recorded.some((r) => r.method === 'DELETE' && r.path === '/v1/subscriptions/sub_late')).toBe(false);
  });
});
