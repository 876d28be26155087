import { membershipCheckoutSchema, membershipConsentSchema } from '@receptiva/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { consumeRateLimits } from '../../lib/rate-limit';
import { parseJsonBody, validateBody } from '../../lib/validation';
import { createMembershipCheckout } from './create-membership-checkout.service';
import { getMembershipOrderBySession } from './get-membership-order.service';
import { recordMembershipConsent } from './record-consent.service';

const HOUR = 3600;

/** `/api/membership`: the consent record and the order a checkout session paid for. */
export const membershipRoutes = new Hono<AppEnv>()
  .post('/consents', async (c) => {
    const input = validateBody(membershipConsentSchema, parseJsonBody(await c.req.text()));
    await consumeRateLimits(c.var.db, [{ key: `consent:ip:${c.var.clientIp}`, limit: 30, windowSeconds: HOUR }]);
    const user = c.var.session?.user ?? null;
    const created = await recordMembershipConsent(c.var.db, {
      planName: input.planName,
      amountCents: input.amount,
      email: input.email.toLowerCase(),
      userId: user?.id ?? null,
      ipAddress: c.var.clientIp,
      userAgent: (c.req.header('user-agent') ?? '').slice(0, 500),
      locale: input.locale,
    });
    c.var.deps.mailWorker.kick();
    return c.json(created, 201);
  })
  .get('/orders/by-session/:sessionId', async (c) => {
    const order = await getMembershipOrderBySession(
      c.var.db,
      c.req.param('sessionId').slice(0, 300),
      c.var.session?.user.id ?? null,
    );
    c.header('Cache-Control', 'no-store');
    return c.json(order);
  });

/** `POST /api/functions/create-membership-checkout-with-setup` (spec §7): answers `{ url }`. */
export const membershipCheckoutRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const input = validateBody(membershipCheckoutSchema, parseJsonBody(await c.req.text()));
  await consumeRateLimits(c.var.db, [{ key: `checkout:ip:${c.var.clientIp}`, limit: 30, windowSeconds: HOUR }]);
  const user = c.var.session?.user ?? null;
  const created = await createMembershipCheckout(c.var.db, c.var.deps.paymentProvider, {
    input,
    sessionUser: user ? { id: user.id, email: user.email } : null,
    publicUrl: c.var.deps.env.PUBLIC_URL,
    logger: c.var.logger,
  });
  c.header('Cache-Control', 'no-store');
  return c.json(created);
});
