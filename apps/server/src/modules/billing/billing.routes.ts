import { cancelMembershipSchema } from '@receptiva/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { parseJsonBody, validateBody } from '../../lib/validation';
import { requireSession } from '../../middlewares/session';
import { cancelMembership } from './cancel-membership.service';
import { getBilling } from './get-billing.service';
import { openBillingPortal } from './open-billing-portal.service';

/** Where the Stripe customer portal sends the user back to. */
export const BILLING_PAGE_PATH = '/dashboard/billing';

/** `/api/billing`: the signed-in user's own membership billing; every call acts on the session's user only. */
export const billingRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  })
  .get('/', async (c) => c.json(await getBilling(c.var.db, c.var.deps.paymentProvider, c.var.session!.user.id)))
  .post('/cancel', async (c) => {
    const input = validateBody(cancelMembershipSchema, parseJsonBody(await c.req.text()));
    const result = await cancelMembership(c.var.db, c.var.deps.paymentProvider, {
      userId: c.var.session!.user.id,
      locale: input.locale,
      logger: c.var.logger,
    });
    if (result.changed) c.var.deps.mailWorker.kick();
    return c.json(result);
  })
  .post('/portal', async (c) =>
    c.json(
      await openBillingPortal(c.var.db, c.var.deps.paymentProvider, {
        userId: c.var.session!.user.id,
        returnUrl: `${c.var.deps.env.PUBLIC_URL}${BILLING_PAGE_PATH}`,
      }),
    ),
  );
