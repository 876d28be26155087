import {
  myOnboardingCallSchema,
  onboardingCallBookingSchema,
  onboardingCallRescheduleSchema,
  onboardingCallSchema,
  onboardingCallSlotsSchema,
  onboardingCallTokenRescheduleSchema,
  onboardingCallTokenSchema,
} from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import type { AppEnv } from '../../app-env';
import { onboardingCalls } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { bookOnboardingCall } from './book-onboarding-call.service';
import { cancelOnboardingCall, findUpcomingCall, rescheduleOnboardingCall } from './change-onboarding-call.service';
import type { OnboardingCallContext } from './onboarding-call-context';
import { listFreeSlots } from './onboarding-call-slots.service';
import { callIdFromToken } from './onboarding-call-token';
import { toOnboardingCall } from './onboarding-call-view';

const TAG = ['onboarding-calls'];
const slotTaken = errorResponse('ONBOARDING_SLOT_TAKEN: someone booked this time first');
const closed = errorResponse('ONBOARDING_CALL_CLOSED: the call was cancelled or has taken place');
const noCall = errorResponse('NOT_FOUND: the caller has no upcoming onboarding call');
const badLink = errorResponse('ONBOARDING_LINK_INVALID: the link was not signed by us or names no call');

const slotsRoute = defineRoute({
  method: 'get',
  path: '/slots',
  access: 'public',
  tags: TAG,
  summary: 'Free onboarding-call slots',
  description:
    'Every free 30-minute slot in business hours (Monday–Friday 9:00 AM–6:00 PM America/New_York, spec §9), from the next business day on, as ISO instants.',
  responses: { 200: jsonResponse(onboardingCallSlotsSchema, 'The free slots') },
});

const mineRoute = defineRoute({
  method: 'get',
  path: '/mine',
  access: 'member',
  tags: TAG,
  summary: 'My upcoming onboarding call',
  responses: { 200: jsonResponse(myOnboardingCallSchema, 'The upcoming call, or null') },
});

const bookRoute = defineRoute({
  method: 'post',
  path: '/',
  access: 'member',
  tags: TAG,
  summary: 'Book an onboarding call',
  description:
    'Stores the call, queues the confirmation (with an .ics invitation), the reminder due a day before, and the staff task and e-mail, in one transaction.',
  request: { body: jsonBody(onboardingCallBookingSchema) },
  responses: {
    201: jsonResponse(onboardingCallSchema, 'Booked'),
    409: errorResponse('ONBOARDING_SLOT_TAKEN or ONBOARDING_CALL_EXISTS'),
  },
});

const rescheduleMineRoute = defineRoute({
  method: 'put',
  path: '/mine',
  access: 'member',
  tags: TAG,
  summary: 'Move my onboarding call',
  description: 'Moves the caller’s upcoming call to another free slot and e-mails the updated invitation.',
  request: { body: jsonBody(onboardingCallRescheduleSchema) },
  responses: { 200: jsonResponse(onboardingCallSchema, 'Moved'), 404: noCall, 409: slotTaken },
});

const cancelMineRoute = defineRoute({
  method: 'delete',
  path: '/mine',
  access: 'member',
  tags: TAG,
  summary: 'Cancel my onboarding call',
  description: 'Cancels the caller’s upcoming call and e-mails the cancellation (.ics METHOD:CANCEL).',
  responses: { 200: jsonResponse(onboardingCallSchema, 'Cancelled'), 404: noCall },
});

const manageRoute = defineRoute({
  method: 'post',
  path: '/manage',
  access: 'public',
  tags: TAG,
  summary: 'The call a manage link names',
  description: 'The secret of the link in the e-mails authenticates the request (sent in the body, never in a URL).',
  request: { body: jsonBody(onboardingCallTokenSchema) },
  responses: { 200: jsonResponse(onboardingCallSchema, 'The call'), 404: badLink },
});

const manageRescheduleRoute = defineRoute({
  method: 'post',
  path: '/manage/reschedule',
  access: 'public',
  tags: TAG,
  summary: 'Move a call from its e-mail link',
  request: { body: jsonBody(onboardingCallTokenRescheduleSchema) },
  responses: { 200: jsonResponse(onboardingCallSchema, 'Moved'), 404: badLink, 409: closed },
});

const manageCancelRoute = defineRoute({
  method: 'post',
  path: '/manage/cancel',
  access: 'public',
  tags: TAG,
  summary: 'Cancel a call from its e-mail link',
  request: { body: jsonBody(onboardingCallTokenSchema) },
  responses: { 200: jsonResponse(onboardingCallSchema, 'Cancelled'), 404: badLink, 409: closed },
});

const contextOf = (c: Context<AppEnv>): OnboardingCallContext => ({
  db: c.var.db,
  secret: c.var.deps.secret,
  publicUrl: c.var.deps.env.PUBLIC_URL,
  now: new Date(),
});

async function upcomingCallId(c: Context<AppEnv>): Promise<string> {
  const call = await findUpcomingCall(c.var.db, c.var.session!.user.id, new Date());
  if (!call) throw new AppError('NOT_FOUND', 'You have no upcoming onboarding call.');
  return call.id;
}

function callIdOf(c: Context<AppEnv>, token: string): string {
  const callId = callIdFromToken(token, c.var.deps.secret);
  if (!callId) throw new AppError('ONBOARDING_LINK_INVALID', 'This link is not valid.');
  return callId;
}

/** `/api/onboarding-calls`: members book, move and cancel their call; the e-mailed link does the same signed out. */
export const onboardingCallRoutes = createRouter({ cacheControl: 'private, no-store' })
  .openapi(slotsRoute, async (c) => c.json(await listFreeSlots(c.var.db, new Date()), 200))
  .openapi(mineRoute, async (c) => {
    const call = await findUpcomingCall(c.var.db, c.var.session!.user.id, new Date());
    return c.json({ call: call ? toOnboardingCall(call) : null }, 200);
  })
  .openapi(bookRoute, async (c) => {
    const call = await bookOnboardingCall(contextOf(c), { userId: c.var.session!.user.id, input: c.req.valid('json') });
    c.var.deps.mailWorker.kick();
    return c.json(call, 201);
  })
  .openapi(rescheduleMineRoute, async (c) => {
    const callId = await upcomingCallId(c);
    const call = await rescheduleOnboardingCall(contextOf(c), { callId, startsAt: c.req.valid('json').startsAt });
    c.var.deps.mailWorker.kick();
    return c.json(call, 200);
  })
  .openapi(cancelMineRoute, async (c) => {
    const call = await cancelOnboardingCall(contextOf(c), { callId: await upcomingCallId(c) });
    c.var.deps.mailWorker.kick();
    return c.json(call, 200);
  })
  .openapi(manageRoute, async (c) => {
    const callId = callIdOf(c, c.req.valid('json').token);
    const [call] = await c.var.db.select().from(onboardingCalls).where(eq(onboardingCalls.id, callId));
    if (!call) throw new AppError('ONBOARDING_LINK_INVALID', 'This link is not valid.');
    return c.json(toOnboardingCall(call), 200);
  })
  .openapi(manageRescheduleRoute, async (c) => {
    const { token, startsAt } = c.req.valid('json');
    const call = await rescheduleOnboardingCall(contextOf(c), { callId: callIdOf(c, token), startsAt });
    c.var.deps.mailWorker.kick();
    return c.json(call, 200);
  })
  .openapi(manageCancelRoute, async (c) => {
    const call = await cancelOnboardingCall(contextOf(c), { callId: callIdOf(c, c.req.valid('json').token) });
    c.var.deps.mailWorker.kick();
    return c.json(call, 200);
  });
