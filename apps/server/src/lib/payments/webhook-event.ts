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

const fromUnixSeconds = (value: unknown): Date | null =>
  typeof value === 'number' && Number.isFinite(value) ? new Date(value * 1000) : null;

const recordOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/**
 * An invoice names its subscription (and the metadata copied from the checkout) at `parent.subscription_details`
 * since Stripe's 2025 API versions, at `subscription` and `subscription_details` before.
 */
function invoiceSubscription(object: Record<string, unknown>) {
  const details = recordOf(recordOf(object.parent).subscription_details);
  const legacyDetails = recordOf(object.subscription_details);
  return {
    subscriptionId: stringOrId(details.subscription) ?? stringOrId(object.subscription),
    metadata: (Object.keys(recordOf(details.metadata)).length > 0
      ? details.metadata
      : (legacyDetails.metadata ?? object.metadata ?? {})) as Record<string, string>,
  };
}

/** The object's subscription id and metadata, wherever its type keeps them. */
function subscriptionAndMetadata(object: Record<string, unknown>) {
  if (object.object === 'invoice') return invoiceSubscription(object);
  const metadata = (object.metadata ?? {}) as Record<string, string>;
  if (object.object === 'subscription') return { subscriptionId: stringOrId(object.id), metadata };
  return { subscriptionId: stringOrId(object.subscription), metadata };
}

function cancellationReasonOf(object: Record<string, unknown>): string | null {
  const reason = recordOf(object.cancellation_details).reason;
  return typeof reason === 'string' ? reason : null;
}

function amountOf(object: Record<string, unknown>): number | null {
  if (object.object !== 'invoice') return null;
  const amount = object.status === 'paid' ? object.amount_paid : object.amount_due;
  return Number.isInteger(amount) ? (amount as number) : null;
}

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
  const { subscriptionId, metadata } = subscriptionAndMetadata(object);
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
    metadata,
    customerId: stringOrId(object.customer),
    subscriptionId,
    objectType: typeof object.object === 'string' ? object.object : null,
    objectId: stringOrId(object.id),
    objectStatus: typeof object.status === 'string' ? object.status : null,
    occurredAt: fromUnixSeconds(event.created),
    endedAt: fromUnixSeconds(object.ended_at) ?? fromUnixSeconds(object.canceled_at),
    cancellationReason: cancellationReasonOf(object),
    amountCents: amountOf(object),
    billingReason: typeof object.billing_reason === 'string' ? object.billing_reason : null,
    paymentReference: paymentReferenceOf(object),
    chargeRefund: chargeRefundOf(object),
  };
}

/** Signs a payload the way Stripe does (used by the test mode for its own events). */
export function signPaymentEvent(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
