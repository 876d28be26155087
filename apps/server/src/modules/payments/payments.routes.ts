import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { receivePaymentWebhook } from './receive-webhook';

/** `POST /api/payments/webhook`: Stripe's signed events (configure this URL in the Stripe dashboard). */
export const paymentWebhookRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const payload = await c.req.text();
  const { isDuplicate } = await receivePaymentWebhook(c.var.deps, c.var.db, payload, c.req.header('stripe-signature'));
  return c.json({ received: true, duplicate: isDuplicate });
});
