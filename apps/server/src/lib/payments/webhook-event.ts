import Stripe from 'stripe';
import { chargeRefundOf, paymentReferenceOf } from './charge-refund-event';
import { type PaymentEvent, WebhookSignatureError } from './types';

// Only the webhook helpers are used: no request ever goes out with this key.
const webhooks = new Stripe('sk_webhook_verification_only').webhooks;

const stringOrId = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') {
    return (value as { id: string }).id;
  }
  return null;
};

/**
 * Stripe's signature scheme (`t=…,v1=HMAC-SHA256(secret, "t.payload")`) checked by the SDK, for Stripe's events and
 * for the test mode's, which are signed the same way with the local secret.
 */
export function verifyPaymentEvent(payload: string, header: string | undefined, secret: string): PaymentEvent {
  if (!header) throw new WebhookSignatureError('Missing signature header.');
  let event: Stripe.Event;
  try {
    event = webhooks.constructEvent(payload, header, secret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature.');
  }
  const object = (event.data?.object ?? {}) as unknown as Record<string, unknown>;
  const isCheckoutSession = object.object === 'checkout.session';
  const paymentStatus = object.payment_status;
  return {
    id: event.id,
    type: event.type,
    sessionId: isCheckoutSession ? stringOrId(object.id) : null,
    paymentStatus:
      paymentStatus === 'paid' || paymentStatus === 'no_payment_required'
        ? 'paid'
        : paymentStatus === 'unpaid'
          ? 'unpaid'
          : null,
    metadata: (object.metadata ?? {}) as Record<string, string>,
    customerId: stringOrId(object.customer),
    subscriptionId: stringOrId(object.subscription),
    paymentReference: paymentReferenceOf(object),
    chargeRefund: chargeRefundOf(object),
  };
}

/** Signs a payload the way Stripe does (used by the test mode for its own events). */
export function signPaymentEvent(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
