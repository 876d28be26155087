import Stripe from 'stripe';

/** Signs a payload as Stripe signs its webhooks, with the given endpoint secret. */
export const signAsStripe = (payload: string, secret: string) =>
  new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret });

/** A paid subscription Checkout Session event as Stripe sends it (`invoice`: the first invoice, the setup fee). */
export const paidMembershipSession = (
  eventId: string,
  order: { id: string; providerSessionId: string | null },
  ids: { customer: string; subscription: string; invoice: string },
) =>
  JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: order.providerSessionId,
        object: 'checkout.session',
        mode: 'subscription',
        payment_status: 'paid',
        customer: ids.customer,
        subscription: ids.subscription,
        invoice: ids.invoice,
        payment_intent: null,
        metadata: { kind: 'membership', orderId: order.id },
      },
    },
  });

/** `charge.refunded` for a charge of this payment intent; `refunds` only when Stripe would list them (expanded). */
export const chargeRefunded = (
  eventId: string,
  charge: { paymentIntent: string; amountRefunded: number; refunds?: { id: string; amount: number }[] },
) =>
  JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'charge.refunded',
    data: {
      object: {
        id: `ch_${charge.paymentIntent.slice(3)}`,
        object: 'charge',
        payment_intent: charge.paymentIntent,
        amount_refunded: charge.amountRefunded,
        refunded: true,
        metadata: {},
        ...(charge.refunds
          ? { refunds: { object: 'list', data: charge.refunds.map((r) => ({ object: 'refund', metadata: {}, ...r })) } }
          : {}),
      },
    },
  });
