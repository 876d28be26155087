import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { htmlResponse } from '../../api/json-content';
import type { AppEnv } from '../../app-env';
import { testCheckoutSessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { testCheckoutPath } from '../../lib/payments/test-provider';
import { receivePaymentWebhook } from '../payments/receive-webhook';
import { simulateCheckoutRoute, simulateSubscriptionEvent } from './simulate-subscription-event';
import { localCustomerId, localSubscriptionId } from './simulated-events';
import { renderTestCheckoutPage } from './test-checkout-page';

const PAYING_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

const digitsOf = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : '');

async function findSession(c: { var: AppEnv['Variables'] }, id: string) {
  if (c.var.deps.paymentProvider.name !== 'test') throw new AppError('NOT_FOUND', 'Test mode is off.');
  const [session] = await c.var.db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id)).limit(1);
  if (!session) throw new AppError('NOT_FOUND', 'No such checkout session.');
  return session;
}

/** The Stripe-shaped event this page sends for a paid session, signed with the test secret. */
function paidEvent(session: typeof testCheckoutSessions.$inferSelect) {
  return JSON.stringify({
    id: `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: session.mode,
        payment_status: 'paid',
        status: 'complete',
        // A paid membership gets local ids as Stripe's would, so the simulate panel's events find its order.
        customer: session.mode === 'subscription' ? localCustomerId(session) : null,
        subscription: session.mode === 'subscription' ? localSubscriptionId(session) : null,
        // The local payment a refund is recorded against (and a simulated `charge.refunded` names).
        payment_intent: `pi_test_local_${session.id.replace(/^cs_test_local_/, '')}`,
        customer_email: session.customerEmail,
        metadata: session.metadata,
      },
    },
  });
}

const sessionParams = z.object({ id: z.string().min(1).max(200) });

const showCheckoutRoute = defineRoute({
  method: 'get',
  path: '/{id}',
  access: 'public',
  devTool: true,
  tags: ['payments'],
  summary: 'Test-mode checkout page',
  description:
    'The local stand-in for Stripe Checkout when no Stripe key is configured: a TEST MODE page where 4242… pays and 4000 0000 0000 0002 declines.',
  request: { params: sessionParams },
  responses: {
    200: htmlResponse('The checkout page'),
    404: errorResponse('NOT_FOUND: no such session, or test mode is off'),
  },
});

const payCheckoutRoute = defineRoute({
  method: 'post',
  path: '/{id}',
  access: 'public',
  devTool: true,
  tags: ['payments'],
  summary: 'Pay on the test-mode checkout page',
  description: 'The page’s form. A paying card fires the same signed event and fulfilment as Stripe’s webhook.',
  request: {
    params: sessionParams,
    body: {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: z.object({ card: z.string().max(64).optional() }) } },
    },
  },
  responses: {
    303: { description: 'Paid (or paid before): on to the success URL' },
    400: htmlResponse('The page again: use a test card'),
    402: htmlResponse('The page again: the card was declined'),
    404: errorResponse('NOT_FOUND: no such session, or test mode is off'),
  },
});

/** `/api/test-checkout/:id`: the local test-mode checkout page (only when no Stripe key is configured). */
export const testCheckoutRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(showCheckoutRoute, async (c) => {
    const session = await findSession(c, c.req.valid('param').id);
    const action = testCheckoutPath(session.id);
    return c.html(renderTestCheckoutPage(session, { action, simulateAction: `${action}/simulate` }), 200);
  })
  .openapi(payCheckoutRoute, async (c) => {
    const session = await findSession(c, c.req.valid('param').id);
    const card = digitsOf(c.req.valid('form').card);
    const action = testCheckoutPath(session.id);
    if (session.status === 'complete') return c.redirect(session.successUrl, 303);
    if (card === DECLINED_CARD) return c.html(renderTestCheckoutPage(session, { action, error: 'declined' }), 402);
    if (card !== PAYING_CARD) return c.html(renderTestCheckoutPage(session, { action, error: 'useTestCard' }), 400);
    const [completed] = await c.var.db
      .update(testCheckoutSessions)
      .set({ status: 'complete' })
      .where(and(eq(testCheckoutSessions.id, session.id), eq(testCheckoutSessions.status, 'open')))
      .returning({ id: testCheckoutSessions.id });
    if (completed) {
      const payload = paidEvent(session);
      const signature = c.var.deps.paymentProvider.signTestEvent?.(payload);
      await receivePaymentWebhook(c.var.deps, c.var.db, payload, signature);
    }
    return c.redirect(session.successUrl, 303);
  })
  .openapi(simulateCheckoutRoute, async (c) => {
    const session = await findSession(c, c.req.valid('param').id);
    const sentEvent = await simulateSubscriptionEvent(c.var.deps, c.var.db, session, c.req.valid('form').action);
    const action = testCheckoutPath(session.id);
    return c.html(renderTestCheckoutPage(session, { action, simulateAction: `${action}/simulate`, sentEvent }), 200);
  });
