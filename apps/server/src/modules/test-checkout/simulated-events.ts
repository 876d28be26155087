import { randomBytes } from 'node:crypto';
import type { testCheckoutSessions } from '../../db/schema';

type Session = typeof testCheckoutSessions.$inferSelect;

/** The four things the simulate panel makes happen to a paid test-mode membership (decision 022). */
export const SIMULATE_ACTIONS = ['renewal-paid', 'renewal-failed', 'portal-cancelled', 'refunded'] as const;
export type SimulateAction = (typeof SIMULATE_ACTIONS)[number];

const suffixOf = (session: Session) => session.id.replace(/^cs_test_local_/, '');

/** The local ids a paid test-mode session stands for, as Stripe would create them (stable per session). */
export const localSubscriptionId = (session: Session) => `sub_test_local_${suffixOf(session)}`;
export const localCustomerId = (session: Session) => `cus_test_local_${suffixOf(session)}`;
export const localPaymentIntentId = (session: Session) => `pi_test_local_${suffixOf(session)}`;

const randomId = (prefix: string) => `${prefix}_test_local_${randomBytes(12).toString('hex')}`;

export interface SimulateContext {
  session: Session;
  /** The event's `created`, in Unix seconds. */
  created: number;
  monthlyCents: number;
  setupFeeCents: number;
}

function objectOf(action: SimulateAction, context: SimulateContext) {
  const { session } = context;
  const subscription = localSubscriptionId(session);
  const customer = localCustomerId(session);
  const subscriptionDetails = { subscription, metadata: session.metadata };
  switch (action) {
    case 'renewal-paid':
    case 'renewal-failed': {
      const paid = action === 'renewal-paid';
      return {
        type: paid ? 'invoice.paid' : 'invoice.payment_failed',
        object: {
          id: randomId('in'),
          object: 'invoice',
          billing_reason: 'subscription_cycle',
          status: paid ? 'paid' : 'open',
          customer,
          amount_due: context.monthlyCents,
          amount_paid: paid ? context.monthlyCents : 0,
          currency: 'usd',
          parent: { type: 'subscription_details', subscription_details: subscriptionDetails },
        },
      };
    }
    case 'portal-cancelled':
      return {
        type: 'customer.subscription.deleted',
        object: {
          id: subscription,
          object: 'subscription',
          status: 'canceled',
          customer,
          canceled_at: context.created,
          ended_at: context.created,
          cancellation_details: { reason: 'cancellation_requested' },
          metadata: session.metadata,
        },
      };
    case 'refunded': {
      const charge = randomId('ch');
      const amount = context.setupFeeCents;
      return {
        type: 'charge.refunded',
        object: {
          id: charge,
          object: 'charge',
          amount,
          amount_refunded: amount,
          refunded: true,
          currency: 'usd',
          customer,
          payment_intent: localPaymentIntentId(session),
          metadata: session.metadata,
          refunds: {
            object: 'list',
            data: [
              {
                id: randomId('re'),
                object: 'refund',
                amount,
                charge,
                status: 'succeeded',
                reason: 'requested_by_customer',
              },
            ],
          },
        },
      };
    }
  }
}

/** The Stripe-shaped event (JSON) that `action` would make Stripe send for this session's membership. */
export function simulatedEvent(action: SimulateAction, context: SimulateContext): { type: string; payload: string } {
  const { type, object } = objectOf(action, context);
  const payload = JSON.stringify({
    id: randomId('evt'),
    object: 'event',
    type,
    created: context.created,
    livemode: false,
    data: { object },
  });
  return { type, payload };
}
