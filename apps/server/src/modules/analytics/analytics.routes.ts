import { acceptedSchema, analyticsEventSchema } from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import { affiliateIdField, affiliateIdFrom } from '../../lib/affiliate-input';
import { consumeRateLimits } from '../../lib/rate-limit';
import { recordAnalyticsEvent } from './analytics.service';

const recordEventRoute = defineRoute({
  method: 'post',
  path: '/events',
  access: 'public',
  tags: ['analytics'],
  summary: 'Record a marketing event',
  description:
    'Every pixel event, recorded first-party whatever the consent. The web sends it with `navigator.sendBeacon` as an `application/json` blob.',
  request: { body: jsonBody(analyticsEventSchema.extend({ affiliateId: affiliateIdField })) },
  responses: {
    202: jsonResponse(acceptedSchema, 'Recorded'),
    429: errorResponse('RATE_LIMITED: too many events from this address'),
  },
});

export const analyticsRoutes = createRouter().openapi(recordEventRoute, async (c) => {
  const { affiliateId, ...event } = c.req.valid('json');
  await consumeRateLimits(c.var.db, [
    { key: `analytics:ip:${c.var.clientIp}`, limit: c.var.deps.env.ANALYTICS_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 },
  ]);
  await recordAnalyticsEvent(c.var.db, {
    event,
    affiliateId: affiliateIdFrom(affiliateId, c.var.logger, 'analytics-event'),
    userId: c.var.session?.user.id ?? null,
    userAgent: c.req.header('user-agent'),
  });
  c.header('Cache-Control', 'no-store');
  return c.json({ ok: true as const }, 202);
});
