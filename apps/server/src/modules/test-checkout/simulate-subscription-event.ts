import { MEMBERSHIP_PRICES } from '@receptiva/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { htmlResponse } from '../../api/json-content';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { membershipOrders, type testCheckoutSessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { receivePaymentWebhook } from '../payments/receive-webhook';
import { localSubscriptionId, SIMULATE_ACTIONS, type SimulateAction, simulatedEvent } from './simulated-events';
import { dueTodayCents } from './test-checkout-page';

export const simulateCheckoutRoute = defineRoute({
  method: 'post',
  path: '/{id}/simulate',
  access: 'public',
  devTool: true,
  tags: ['payments'],
  summary: 'Simulate a provider event for a paid test-mode membership',
  description:
    'The test checkout’s simulate panel: renewal paid, renewal failed, cancelled in the portal or refunded, each sent as a Stripe-shaped, signed event through the same webhook verification and fulfilment (decision 022).',
  request: {
    params: z.object({ id: z.string().min(1).max(200) }),
    body: {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: z.object({ action: z.enum(SIMULATE_ACTIONS) }) } },
    },
  },
  responses: {
    200: htmlResponse('The page again, saying which event was sent'),
    404: errorResponse('NOT_FOUND: no such session, or test mode is off'),
    409: errorResponse('CONFLICT: the session is not a paid membership'),
  },
});

/**
 * Builds the event `action` stands for, signs it with the test secret and hands it to the webhook path. Its `created`
 * is at least a second after the order's last applied state, so a click always counts as newer (Stripe's own retries
 * come hours apart; two clicks may come within one second).
 */
export async function simulateSubscriptionEvent(
  deps: AppDeps,
  db: Db,
  session: typeof testCheckoutSessions.$inferSelect,
  action: SimulateAction,
): Promise<string> {
  if (session.status !== 'complete' || session.mode !== 'subscription') {
    throw new AppError('CONFLICT', 'Only a paid membership session can simulate its subscription’s events.');
  }
  const [order] = await db
    .select({ stateAt: membershipOrders.subscriptionStateAt })
    .from(membershipOrders)
    .where(
      and(
        eq(membershipOrders.providerSubscriptionId, localSubscriptionId(session)),
        eq(membershipOrders.status, 'paid'),
      ),
    )
    .limit(1);
  if (!order) throw new AppError('CONFLICT', 'This session’s membership is not paid.');
  const lastSecond = order.stateAt ? Math.floor(order.stateAt.getTime() / 1000) : 0;
  const created = Math.max(Math.floor(Date.now() / 1000), lastSecond + 1);
  const { type, payload } = simulatedEvent(action, {
    session,
    created,
    monthlyCents: MEMBERSHIP_PRICES.monthlyCents,
    setupFeeCents: dueTodayCents(session),
  });
  await receivePaymentWebhook(deps, db, payload, deps.paymentProvider.signTestEvent?.(payload));
  return type;
}
