import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { takeAffiliateId } from '../../lib/affiliate-input';
import { consumeRateLimits } from '../../lib/rate-limit';
import { parseJsonBody } from '../../lib/validation';
import { parseDemoBooking } from './demo-booking-input';
import { createDemoBooking } from './demo-bookings.service';

const HOUR = 3600;

/** `POST /api/demo-bookings`: the first-party booking form (used when no booking widget URL is configured). */
export const demoBookingRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const { env, mailWorker } = c.var.deps;
  const parsed = takeAffiliateId(parseJsonBody(await c.req.text()), c.var.logger, 'demo-booking');
  const input = parseDemoBooking(parsed.body);
  await consumeRateLimits(c.var.db, [
    { key: `demo-booking:ip:${c.var.clientIp}`, limit: env.BOOKING_RATE_LIMIT_PER_IP, windowSeconds: HOUR },
    { key: `demo-booking:email:${input.email}`, limit: env.BOOKING_RATE_LIMIT_PER_EMAIL, windowSeconds: HOUR },
  ]);
  const created = await createDemoBooking(c.var.db, { input, affiliateId: parsed.affiliateId });
  mailWorker.kick();
  c.header('Cache-Control', 'no-store');
  return c.json(created, 201);
});
