import { demoBookingCreatedSchema } from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import { affiliateIdFrom } from '../../lib/affiliate-input';
import { consumeRateLimits } from '../../lib/rate-limit';
import { typedAddressMailRule } from '../../lib/typed-address-mail';
import { demoBookingRequestSchema, toDemoBookingValues } from './demo-booking-input';
import { createDemoBooking } from './demo-bookings.service';

const HOUR = 3600;

const createDemoBookingRoute = defineRoute({
  method: 'post',
  path: '/',
  access: 'public',
  tags: ['booking'],
  summary: 'Book a demo',
  description:
    'The first-party booking form (used when no booking widget URL is configured): stores the booking and queues the visitor’s confirmation and the staff notice in one transaction.',
  request: { body: jsonBody(demoBookingRequestSchema) },
  responses: {
    201: jsonResponse(demoBookingCreatedSchema, 'Booked'),
    429: errorResponse('RATE_LIMITED: too many bookings from this address or for this e-mail'),
  },
});

export const demoBookingRoutes = createRouter().openapi(createDemoBookingRoute, async (c) => {
  const { env, mailWorker } = c.var.deps;
  const body = c.req.valid('json');
  const input = toDemoBookingValues(body);
  await consumeRateLimits(c.var.db, [
    { key: `demo-booking:ip:${c.var.clientIp}`, limit: env.BOOKING_RATE_LIMIT_PER_IP, windowSeconds: HOUR },
    { key: `demo-booking:email:${input.email}`, limit: env.BOOKING_RATE_LIMIT_PER_EMAIL, windowSeconds: HOUR },
    typedAddressMailRule(env, input.email),
  ]);
  const affiliateId = affiliateIdFrom(body.affiliateId, c.var.logger, 'demo-booking');
  const created = await createDemoBooking(c.var.db, { input, affiliateId });
  mailWorker.kick();
  c.header('Cache-Control', 'no-store');
  return c.json(created, 201);
});
