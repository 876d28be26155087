import type { OnboardingCall } from '@receptiva/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { onboardingCalls, onboardingTasks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { callDetailsForStaff, SLOT_TAKEN_MESSAGE } from './book-onboarding-call.service';
import type { OnboardingCallContext } from './onboarding-call-context';
import { queueCallEmail, scheduleReminder } from './onboarding-call-mail';
import { requireOfferedSlot } from './onboarding-call-slots.service';
import { type OnboardingCallRow, toOnboardingCall } from './onboarding-call-view';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The call locked for a change; only a booked call that has not started may change. */
async function lockOpenCall(tx: Tx, callId: string, now: Date): Promise<OnboardingCallRow> {
  const [call] = await tx.select().from(onboardingCalls).where(eq(onboardingCalls.id, callId)).for('update');
  if (!call) throw new AppError('NOT_FOUND', 'This onboarding call does not exist.');
  if (call.status !== 'booked' || call.startsAt.getTime() <= now.getTime()) {
    throw new AppError('ONBOARDING_CALL_CLOSED', 'This onboarding call was cancelled or has already taken place.');
  }
  return call;
}

/** Staff's task about the call follows it: new time or cancellation, and the time it changed. */
async function updateStaffTask(tx: Tx, call: OnboardingCallRow) {
  await tx
    .update(onboardingTasks)
    .set({ details: callDetailsForStaff(call), updatedAt: sql`clock_timestamp()` })
    .where(and(eq(onboardingTasks.kind, 'onboarding-call'), eq(onboardingTasks.subjectId, call.id)));
}

/**
 * Moves a booked call to another offered, free slot: the invitation's SEQUENCE goes up and the customer gets the
 * updated .ics; the old reminder is withdrawn and a new one scheduled. Moving it to its own time changes nothing.
 */
export async function rescheduleOnboardingCall(
  ctx: OnboardingCallContext,
  params: { callId: string; startsAt: string },
): Promise<OnboardingCall> {
  const startsAt = requireOfferedSlot(params.startsAt, ctx.now);
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await lockOpenCall(tx, params.callId, ctx.now);
      if (before.startsAt.getTime() === startsAt.getTime()) return toOnboardingCall(before);
      const [call] = await tx
        .update(onboardingCalls)
        .set({ startsAt, sequence: before.sequence + 1, updatedAt: sql`clock_timestamp()` })
        .where(eq(onboardingCalls.id, before.id))
        .returning();
      await queueCallEmail(tx, ctx, 'rescheduled', call!);
      await scheduleReminder(tx, ctx, call!);
      await updateStaffTask(tx, call!);
      return toOnboardingCall(call!);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'onboarding_calls_booked_slot_key')) {
      throw new AppError('ONBOARDING_SLOT_TAKEN', SLOT_TAKEN_MESSAGE, { startsAt: SLOT_TAKEN_MESSAGE });
    }
    throw error;
  }
}

/** Cancels a booked call: the customer gets the .ics CANCEL (SEQUENCE up), the reminder is withdrawn. */
export async function cancelOnboardingCall(
  ctx: OnboardingCallContext,
  params: { callId: string },
): Promise<OnboardingCall> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockOpenCall(tx, params.callId, ctx.now);
    const [call] = await tx
      .update(onboardingCalls)
      .set({
        status: 'cancelled',
        sequence: before.sequence + 1,
        cancelledAt: sql`clock_timestamp()`,
        updatedAt: sql`clock_timestamp()`,
      })
      .where(eq(onboardingCalls.id, before.id))
      .returning();
    await queueCallEmail(tx, ctx, 'cancelled', call!);
    await scheduleReminder(tx, ctx, call!);
    await updateStaffTask(tx, call!);
    return toOnboardingCall(call!);
  });
}

/** The caller's upcoming booked call, or null. */
export async function findUpcomingCall(db: Db, userId: string, now: Date): Promise<OnboardingCallRow | null> {
  const [call] = await db
    .select()
    .from(onboardingCalls)
    .where(
      and(eq(onboardingCalls.userId, userId), eq(onboardingCalls.status, 'booked'), gt(onboardingCalls.startsAt, now)),
    )
    .orderBy(onboardingCalls.startsAt)
    .limit(1);
  return call ?? null;
}
