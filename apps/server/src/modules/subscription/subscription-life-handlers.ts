import type { PaymentEventHandlers } from '../../lib/payments/fulfilment';
import { subscriptionLifeHandler } from './apply-subscription-event';
import { SUBSCRIPTION_EVENT_TYPES } from './subscription-event-of';

/** The subscription's later-life events, by type, for `AppDeps.paymentEventHandlers` (guest adds `charge.refunded`). */
export const subscriptionLifeHandlers = (publicUrl: string): PaymentEventHandlers => {
  const handler = subscriptionLifeHandler(publicUrl);
  return Object.fromEntries(SUBSCRIPTION_EVENT_TYPES.map((type) => [type, handler]));
};
