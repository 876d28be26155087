import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { getMe, signUpAndConfirm } from '../../../test/accounts';
import { useFakeStripe } from '../../../test/fake-stripe';
import { startCheckout } from '../../../test/membership-checkout';
import { deliverPaymentEvent } from '../../../test/payment-events';
import { useTestServer } from '../../../test/server';
import { membershipOrders } from '../../db/schema';
import { subscriptionEvent, subscriptionMails } from './subscription-test-helpers';

const WEBHOOK_SECRET = 'whsec_fake_stripe_subscription_0123456789';
const sign = (payload: string) =>
  new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

describe('the subscription’s life with Stripe’s signed events', () => {
  const { apiBase } = useFakeStripe();
  const server = useTestServer({
    STRIPE_SECRET_KEY: 'sk_test_fake_subscription_key',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    get STRIPE_API_BASE() {
      return apiBase();
    },
  });

  async function deliver(payload: string) {
    const response = await deliverPaymentEvent(server(), payload, sign(payload));
    expect(response.status, await response.clone().text()).toBe(200);
  }

  it('follows invoice and subscription events to past due, active again and ended, refusing the test secret', async () => {
    const { client, email } = await signUpAndConfirm(server());
    const userId = (await getMe(client)).user.id;
    await startCheckout(client, email, userId);
    const [order] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.userId, userId));
    await deliver(
      JSON.stringify({
        id: 'evt_stripe_paid',
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: order!.providerSessionId,
            object: 'checkout.session',
            payment_status: 'paid',
            customer: 'cus_life',
            subscription: 'sub_life',
            metadata: { kind: 'membership', orderId: order!.id },
          },
        },
      }),
    );
    const now = Date.now();
    await deliver(
      subscriptionEvent('evt_stripe_failed', 'invoice.payment_failed', 'sub_life', { created: new Date(now - 3000) }),
    );
    expect((await getMe(client)).membershipState).toBe('past_due');
    expect(await subscriptionMails(server(), email, 'pastDue')).toHaveLength(1);

    await deliver(
      subscriptionEvent('evt_stripe_paid_again', 'invoice.paid', 'sub_life', { created: new Date(now - 2000) }),
    );
    expect((await getMe(client)).membershipState).toBe('active');

    const forged = subscriptionEvent('evt_forged', 'customer.subscription.deleted', 'sub_life', {
      created: new Date(now),
    });
    const refused = await deliverPaymentEvent(server(), forged, signPaymentEventWithTestSecret(forged));
    expect(refused.status).toBe(400);

    await server()
      .db.update(membershipOrders)
      .set({ paidAt: new Date(now - 90 * 86_400_000) })
      .where(eq(membershipOrders.id, order!.id));
    await deliver(
      subscriptionEvent('evt_stripe_deleted', 'customer.subscription.deleted', 'sub_life', {
        created: new Date(now - 1000),
        endedAt: new Date(now - 1000),
      }),
    );
    expect(await getMe(client)).toMatchObject({ membershipState: 'ended', isMember: false });
  });
});

/** What an attacker could sign with: not Stripe's secret. */
function signPaymentEventWithTestSecret(payload: string) {
  return new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_stripes' });
}
