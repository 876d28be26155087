import {
  billingOverviewSchema,
  billingPortalSchema,
  cancelMembershipResultSchema,
  cancelMembershipSchema,
} from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import { cancelMembership } from './cancel-membership.service';
import { getBilling } from './get-billing.service';
import { openBillingPortal } from './open-billing-portal.service';

/** Where the Stripe customer portal sends the user back to. */
export const BILLING_PAGE_PATH = '/dashboard/billing';

const getBillingRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'session',
  tags: ['billing'],
  summary: 'The caller’s membership billing',
  description: 'Plan, dates, next charge, cancellation window, receipts: always the session user’s own.',
  responses: { 200: jsonResponse(billingOverviewSchema, 'The billing overview') },
});

const cancelMembershipRoute = defineRoute({
  method: 'post',
  path: '/cancel',
  access: 'session',
  tags: ['billing'],
  summary: 'Cancel the caller’s membership',
  description: 'Within 30 days of payment: monthly charges stop, the setup fee is not refunded (spec §9).',
  request: { body: jsonBody(cancelMembershipSchema) },
  responses: {
    200: jsonResponse(cancelMembershipResultSchema, 'Cancelled (`changed: false` when it already was)'),
    404: errorResponse('NOT_FOUND: no active membership'),
    409: errorResponse('CANCELLATION_WINDOW_CLOSED: the 12-month commitment applies'),
  },
});

const openBillingPortalRoute = defineRoute({
  method: 'post',
  path: '/portal',
  access: 'session',
  tags: ['billing'],
  summary: 'Open the Stripe customer portal',
  responses: {
    200: jsonResponse(billingPortalSchema, 'The portal session to send the browser to'),
    409: errorResponse('BILLING_PORTAL_UNAVAILABLE: test mode, or no Stripe customer yet'),
  },
});

/** `/api/billing`: the signed-in user's own membership billing; every call acts on the session's user only. */
export const billingRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(getBillingRoute, async (c) =>
    c.json(await getBilling(c.var.db, c.var.deps.paymentProvider, c.var.session!.user.id), 200),
  )
  .openapi(cancelMembershipRoute, async (c) => {
    const result = await cancelMembership(c.var.db, c.var.deps.paymentProvider, {
      userId: c.var.session!.user.id,
      locale: c.req.valid('json').locale,
      logger: c.var.logger,
    });
    if (result.changed) c.var.deps.mailWorker.kick();
    return c.json(result, 200);
  })
  .openapi(openBillingPortalRoute, async (c) =>
    c.json(
      await openBillingPortal(c.var.db, c.var.deps.paymentProvider, {
        userId: c.var.session!.user.id,
        returnUrl: `${c.var.deps.env.PUBLIC_URL}${BILLING_PAGE_PATH}`,
      }),
      200,
    ),
  );
