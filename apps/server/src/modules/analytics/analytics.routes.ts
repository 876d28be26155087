import { analyticsEventSchema } from '@receptiva/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { takeAffiliateId } from '../../lib/affiliate-input';
import { consumeRateLimits } from '../../lib/rate-limit';
import { parseJsonBody, validateBody } from '../../lib/validation';
import { recordAnalyticsEvent } from './analytics.service';

/**
 * `POST /api/analytics/events`: every pixel event, recorded first-party. Reads the body whatever its content type,
 * so `navigator.sendBeacon` (text/plain) works as well as fetch.
 */
export const analyticsRoutes = new Hono<AppEnv>().post('/events', async (c) => {
  const parsed = takeAffiliateId(parseJsonBody(await c.req.text()), c.var.logger, 'analytics-event');
  const event = validateBody(analyticsEventSchema, parsed.body);
  await consumeRateLimits(c.var.db, [
    {
      key: `analytics:ip:${c.var.clientIp}`,
      limit: c.var.deps.env.ANALYTICS_RATE_LIMIT_PER_MINUTE,
      windowSeconds: 60,
    },
  ]);
  await recordAnalyticsEvent(c.var.db, {
    event,
    affiliateId: parsed.affiliateId,
    userId: c.var.session?.user.id ?? null,
    userAgent: c.req.header('user-agent'),
  });
  c.header('Cache-Control', 'no-store');
  return c.json({ ok: true as const }, 202);
});
