import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { getMe, signUpAndConfirm } from '../../../test/accounts';
import { useFakeStripe } from '../../../test/fake-stripe';
import { startCheckout } from '../../../test/membership-checkout';
import { deliverPaymentEvent } from '../../../test/payment-events';
import { useTestServer } from '../../../test/server';
import { membershipOrders } from '../../db/schema';

const WEBHOOK_SECRET = 'whsec_fake_stripe_0123456789';

describe('Stripe payment provider against a local fake of the Stripe API', () => {
  const { recorded, apiBase } = useFakeStripe();

  const server = useTestServer({
    STRIPE_SECRET_KEY: 'sk_test_fake_key_123',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // A getter: the fake listens in a beforeAll, which runs before the server is created from these values.
    get STRIPE_API_BASE() {
      return apiBase();
    },
  });

  it('creates a subscription session: $497/month after 30 days, the $1,000 setup fee today', async () => {
    expect(server().deps.paymentProvider.name).toBe('stripe');
    const { client, email } = await signUpAndConfirm(server());
    const url = await startCheckout(client, email, (await getMe(client)).user.id);
    expect(url.origin).toBe('https://checkout.stripe.test');

    const request = recorded.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(request.authorization).toBe('Bearer sk_test_fake_key_123');
    const form = request.form;
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('customer_email')).toBe(email);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('49700');
    expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(form.get('line_items[1][price_data][unit_amount]')).toBe('100000');
    expect(form.has('line_items[1][price_data][recurring][interval]')).toBe(false);
    expect(form.get('subscription_data[trial_period_days]')).toBe('30');
    expect(form.get('metadata[kind]')).toBe('membership');
    expect(form.get('success_url')).toBe('http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}');
    expect(form.get('cancel_url')).toBe('http://localhost:3000/pricing');

    const [order] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.email, email));
    expect(order).toMatchObject({ provider: 'stripe', providerSessionId: 'cs_test_fake_1', status: 'pending' });

    // A webhook signed by the SDK's own helper, as Stripe would sign it, pays the order.
    const payload = JSON.stringify({
      id: 'evt_stripe_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_fake_1',
          object: 'checkout.session',
          payment_status: 'paid',
          customer: 'cus_123',
          subscription: 'sub_456',
          metadata: { kind: 'membership', orderId: order!.id },
        },
      },
    });
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const forged = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    const send = (header: string) => deliverPaymentEvent(server(), payload, header);
    expect((await send(forged)).status).toBe(400);
    expect((await getMe(client)).isMember).toBe(false);
    expect((await send(signature)).status).toBe(200);
    const [paid] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.id, order!.id));
    expect(paid).toMatchObject({ status: 'paid', providerCustomerId: 'cus_123', providerSubscriptionId: 'sub_456' });
    expect((await getMe(client)).isMember).toBe(true);
  });

  it('keeps the test-mode checkout page closed when Stripe is configured', async () => {
    const response = await server().client().get('/api/test-checkout/cs_test_local_whatever');
    expect(response.status).toBe(404);
  });
});
