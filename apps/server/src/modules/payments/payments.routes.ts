import { webhookReceivedSchema } from '@receptiva/shared';
import { z } from 'zod';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { jsonBody, jsonResponse } from '../../api/json-content';
import { receivePaymentWebhook } from './receive-webhook';

const stripeEventSchema = z
  .looseObject({ id: z.string().max(255), type: z.string().max(255) })
  .describe('A Stripe event; the `Stripe-Signature` header over the raw body authenticates it.');

const receiveWebhookRoute = defineRoute({
  method: 'post',
  path: '/',
  access: 'public',
  csrf: 'signed-payload',
  tags: ['payments'],
  summary: 'Stripe webhook',
  description:
    'Stripe’s signed events (configure `$PUBLIC_URL/api/payments/webhook` in the Stripe dashboard). Stripe calls it without a session or an Origin: the signature is the authentication. Fulfilment happens exactly once per event.',
  request: {
    headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
    body: jsonBody(stripeEventSchema),
  },
  responses: { 200: jsonResponse(webhookReceivedSchema, 'Received') },
});

export const paymentWebhookRoutes = createRouter().openapi(receiveWebhookRoute, async (c) => {
  // The signature covers the exact bytes Stripe sent, so the raw text is verified, not the parsed body.
  const payload = await c.req.text();
  const { isDuplicate } = await receivePaymentWebhook(c.var.deps, c.var.db, payload, c.req.header('stripe-signature'));
  return c.json({ received: true as const, duplicate: isDuplicate }, 200);
});
