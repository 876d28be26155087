import {
  checkoutCreatedSchema,
  FALLBACK_LANGUAGE,
  orderCheckoutSchema,
  orderHistorySchema,
  orderLanguageQuerySchema,
  orderViewSchema,
} from '@receptiva/shared';
import { z } from 'zod';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import { assertCanPay } from '../../lib/payments/assert-can-pay';
import { consumeRateLimits } from '../../lib/rate-limit';
import { isDevToolsClient } from '../../middlewares/dev-tools-only';
import { createOrderCheckout } from './create-order-checkout.service';
import { getOrderBySession } from './get-order-by-session.service';
import { listOrderHistory } from './list-order-history.service';

const HOUR = 3600;

const checkoutSessionIdSchema = z.string().min(1).max(300);

const listOrdersRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'session',
  tags: ['orders'],
  summary: 'The caller’s order history',
  description:
    'Marketplace orders with their lines, and membership payments, newest first. Line titles in `lng` where the sale recorded that language (English otherwise, `lang` says which).',
  request: { query: orderLanguageQuerySchema },
  responses: { 200: jsonResponse(orderHistorySchema, 'The caller’s orders') },
});

const getOrderBySessionRoute = defineRoute({
  method: 'get',
  path: '/by-session/{sessionId}',
  access: 'session',
  owned: 'marketplace-order',
  tags: ['orders'],
  summary: 'The marketplace order a checkout session paid for',
  description: 'What /checkout-success shows; line titles in `lng` where the sale recorded that language.',
  request: { params: z.object({ sessionId: checkoutSessionIdSchema }), query: orderLanguageQuerySchema },
  responses: {
    200: jsonResponse(orderViewSchema, 'The order'),
    404: errorResponse('NOT_FOUND: no order of the caller has this session'),
  },
});

const checkoutRoute = defineRoute({
  method: 'post',
  path: '/checkout',
  access: 'paid-member',
  tags: ['orders'],
  summary: 'Check out the cart',
  description:
    'Slugs and quantities only: the server prices every line (members pay 50% of list price), writes the pending order and answers the hosted checkout’s URL.',
  request: { body: jsonBody(orderCheckoutSchema) },
  responses: {
    200: jsonResponse(checkoutCreatedSchema, 'The hosted checkout to send the browser to'),
    409: errorResponse('MEMBERSHIP_PAST_DUE: a renewal payment failed; checkout is paused until it goes through'),
    429: errorResponse('RATE_LIMITED'),
    503: errorResponse('PAYMENTS_UNAVAILABLE: test-mode payments serve this machine only'),
  },
});

/** `/api/orders`: the signed-in caller's marketplace checkout and order history; nobody sees another's orders. */
export const orderRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(listOrdersRoute, async (c) => {
    const language = c.req.valid('query').lng ?? FALLBACK_LANGUAGE;
    return c.json(await listOrderHistory(c.var.db, c.var.session!.user.id, language), 200);
  })
  .openapi(getOrderBySessionRoute, async (c) => {
    const language = c.req.valid('query').lng ?? FALLBACK_LANGUAGE;
    return c.json(
      await getOrderBySession(c.var.db, c.req.valid('param').sessionId, c.var.session!.user.id, language),
      200,
    );
  })
  .openapi(checkoutRoute, async (c) => {
    assertCanPay(c.var.deps.paymentProvider, isDevToolsClient(c));
    const user = c.var.session!.user;
    await consumeRateLimits(c.var.db, [
      { key: `order-checkout:ip:${c.var.clientIp}`, limit: 30, windowSeconds: HOUR },
      { key: `order-checkout:user:${user.id}`, limit: 30, windowSeconds: HOUR },
    ]);
    const created = await createOrderCheckout(c.var.db, c.var.deps.paymentProvider, {
      input: c.req.valid('json'),
      user: { id: user.id, email: user.email },
      publicUrl: c.var.deps.env.PUBLIC_URL,
    });
    return c.json(created, 200);
  });
