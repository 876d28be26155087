import {
  checkoutCreatedSchema,
  consentRecordedSchema,
  membershipCheckoutSchema,
  membershipConsentSchema,
  membershipOrderViewSchema,
} from '@receptiva/shared';
import { z } from 'zod';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import { assertCanPay } from '../../lib/payments/assert-can-pay';
import { consumeRateLimits } from '../../lib/rate-limit';
import { isDevToolsClient } from '../../middlewares/dev-tools-only';
import { createMembershipCheckout } from './create-membership-checkout.service';
import { getMembershipOrderBySession } from './get-membership-order.service';
import { recordMembershipConsent } from './record-consent.service';

const HOUR = 3600;

const recordConsentRoute = defineRoute({
  method: 'post',
  path: '/consents',
  access: 'public',
  tags: ['membership'],
  summary: 'Record the legal consent',
  description:
    'The consent dialog’s record (document version 2.1, time, IP, user agent, e-mail), stored with its receipt e-mail before the checkout is created (DESIGN §4). `amount` is in cents.',
  request: { body: jsonBody(membershipConsentSchema) },
  responses: {
    201: jsonResponse(consentRecordedSchema, 'Recorded; the receipt e-mail is queued'),
    429: errorResponse('RATE_LIMITED'),
  },
});

const getOrderBySessionRoute = defineRoute({
  method: 'get',
  path: '/orders/by-session/{sessionId}',
  access: 'public',
  owned: 'membership-order',
  tags: ['membership'],
  summary: 'The membership order a checkout session paid for',
  description:
    'What /payment-success shows. An account’s order only to that account; a guest’s order to whoever holds the unguessable session id.',
  request: { params: z.object({ sessionId: z.string().min(1).max(300) }) },
  responses: {
    200: jsonResponse(membershipOrderViewSchema, 'The order'),
    404: errorResponse('NOT_FOUND'),
  },
});

const createCheckoutRoute = defineRoute({
  method: 'post',
  path: '/',
  access: 'public',
  tags: ['membership'],
  summary: 'Start the membership checkout (spec §7)',
  description:
    '$1,000 setup today, $497/month after the 30-day window, 12-month commitment. The server computes the price; the client’s amount (cents) is only checked against the plan. Needs a consent recorded in the last hour for the e-mail.',
  request: { body: jsonBody(membershipCheckoutSchema) },
  responses: {
    200: jsonResponse(checkoutCreatedSchema, 'The hosted checkout to send the browser to'),
    409: errorResponse('CONFLICT: the account already has an active membership'),
    429: errorResponse('RATE_LIMITED'),
    503: errorResponse('PAYMENTS_UNAVAILABLE: test-mode payments serve this machine only'),
  },
});

/** `/api/membership`: the consent record and the order a checkout session paid for. */
export const membershipRoutes = createRouter()
  .openapi(recordConsentRoute, async (c) => {
    const input = c.req.valid('json');
    await consumeRateLimits(c.var.db, [{ key: `consent:ip:${c.var.clientIp}`, limit: 30, windowSeconds: HOUR }]);
    const created = await recordMembershipConsent(c.var.db, {
      planName: input.planName,
      amountCents: input.amount,
      email: input.email.toLowerCase(),
      userId: c.var.session?.user.id ?? null,
      ipAddress: c.var.clientIp,
      userAgent: (c.req.header('user-agent') ?? '').slice(0, 500),
      locale: input.locale,
      sendReceiptNow: c.var.session?.user.email.toLowerCase() === input.email.toLowerCase(),
    });
    c.var.deps.mailWorker.kick();
    return c.json(created, 201);
  })
  .openapi(getOrderBySessionRoute, async (c) => {
    const { sessionId } = c.req.valid('param');
    const order = await getMembershipOrderBySession(c.var.db, sessionId, c.var.session?.user.id ?? null);
    c.header('Cache-Control', 'no-store');
    return c.json(order, 200);
  });

/** `POST /api/functions/create-membership-checkout-with-setup` (spec §7): answers `{ url }`. */
export const membershipCheckoutRoutes = createRouter().openapi(createCheckoutRoute, async (c) => {
  assertCanPay(c.var.deps.paymentProvider, isDevToolsClient(c));
  await consumeRateLimits(c.var.db, [{ key: `checkout:ip:${c.var.clientIp}`, limit: 30, windowSeconds: HOUR }]);
  const user = c.var.session?.user ?? null;
  const created = await createMembershipCheckout(c.var.db, c.var.deps.paymentProvider, {
    input: c.req.valid('json'),
    sessionUser: user ? { id: user.id, email: user.email } : null,
    publicUrl: c.var.deps.env.PUBLIC_URL,
    logger: c.var.logger,
  });
  c.header('Cache-Control', 'no-store');
  return c.json(created, 200);
});
