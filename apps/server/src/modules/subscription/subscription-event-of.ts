import type { PaymentEvent } from '../../lib/payments/types';
import type { SubscriptionEvent } from './subscription-state-machine';

/** The provider events of a subscription's later life that this module handles (decision 022). */
export const SUBSCRIPTION_EVENT_TYPES = [
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;

const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);
const PAST_DUE_STATUSES = new Set(['past_due', 'unpaid']);
const ACTIVE_STATUSES = new Set(['active', 'trialing']);

/**
 * A Stripe-shaped event in the state machine's terms, or null when it says nothing about the state (a paused or
 * incomplete subscription, an event without a time). Stripe's retries of a failed invoice each send
 * `invoice.payment_failed` again; they all map to the same event, which changes nothing while past due.
 */
export function subscriptionEventOf(event: PaymentEvent): SubscriptionEvent | null {
  const at = event.occurredAt;
  if (!at) return null;
  switch (event.type) {
    case 'invoice.paid':
      return { type: 'payment-succeeded', at };
    case 'invoice.payment_failed':
      return { type: 'payment-failed', at };
    case 'customer.subscription.deleted':
      return ended(event, at);
    case 'customer.subscription.updated': {
      const status = event.objectStatus ?? '';
      if (ENDED_STATUSES.has(status)) return ended(event, at);
      if (PAST_DUE_STATUSES.has(status)) return { type: 'status-reported', status: 'past_due', at };
      if (ACTIVE_STATUSES.has(status)) return { type: 'status-reported', status: 'active', at };
      return null;
    }
    default:
      return null;
  }
}

function ended(event: PaymentEvent, at: Date): SubscriptionEvent {
  return {
    type: 'subscription-ended',
    at: event.endedAt ?? at,
    reason: event.cancellationReason === 'payment_failed' ? 'payment-failed' : 'other',
  };
}
