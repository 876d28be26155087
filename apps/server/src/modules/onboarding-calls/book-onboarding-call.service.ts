import { normalizeLanguage, type OnboardingCall, type onboardingCallBookingSchema } from '@receptiva/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { onboardingCalls } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { formatPreferredTime } from '../../lib/mailer/booking-templates';
import { drizzleOutboxWriter } from '../../lib/mailer/outbox';
import { isUniqueViolation } from '../../lib/unique-violation';
import { validationFailed } from '../../lib/validation';
import { canonicalTimeZone } from '../demo-bookings/demo-booking-input';
import { recordOnboardingTask } from '../onboarding-tasks/record-onboarding-task';
import type { OnboardingCallContext } from './onboarding-call-context';
import { queueCallEmail, scheduleReminder } from './onboarding-call-mail';
import { requireOfferedSlot } from './onboarding-call-slots.service';
import { type OnboardingCallRow, toOnboardingCall } from './onboarding-call-view';

type BookingInput = z.output<typeof onboardingCallBookingSchema>;

export const SLOT_TAKEN_MESSAGE = 'Someone has just booked this time. Please choose another one.';

/** What staff see about a call, in English, in the task and its e-mail. */
export const callDetailsForStaff = (call: OnboardingCallRow): Record<string, string> => ({
  'Call time (Eastern)': formatPreferredTime(call.startsAt, 'en', 'America/New_York'),
  "Call time (customer's zone)": formatPreferredTime(call.startsAt, 'en', call.timeZone),
  Phone: call.phone,
  Language: call.locale,
  Notes: call.notes || '(none)',
  Status: call.status,
});

/**
 * Books the caller's onboarding call: an offered, free slot, at most one upcoming call per customer (checked under a
 * per-customer lock). The call, the confirmation with its .ics, the reminder due a day before, and staff's task and
 * e-mail commit together. Two customers racing for one slot: the partial unique index lets one win, the other gets
 * ONBOARDING_SLOT_TAKEN.
 */
export async function bookOnboardingCall(
  ctx: OnboardingCallContext,
  params: { userId: string; input: BookingInput },
): Promise<OnboardingCall> {
  const { input, userId } = params;
  const timeZone = canonicalTimeZone(input.timeZone);
  if (!timeZone) throw validationFailed({ timeZone: 'Unknown time zone.' });
  const startsAt = requireOfferedSlot(input.startsAt, ctx.now);
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`onboarding-call:${userId}`}))`);
      const [upcoming] = await tx
        .select({ id: onboardingCalls.id })
        .from(onboardingCalls)
        .where(
          and(
            eq(onboardingCalls.userId, userId),
            eq(onboardingCalls.status, 'booked'),
            gt(onboardingCalls.startsAt, ctx.now),
          ),
        );
      if (upcoming) {
        throw new AppError('ONBOARDING_CALL_EXISTS', 'You already have an onboarding call booked: reschedule it.');
      }
      const [call] = await tx
        .insert(onboardingCalls)
        .values({
          userId,
          name: input.name,
          email: input.email.toLowerCase(),
          phone: input.phone,
          notes: input.notes,
          startsAt,
          timeZone,
          locale: normalizeLanguage(input.locale) ?? 'en',
        })
        .returning();
      await queueCallEmail(tx, ctx, 'confirmation', call!);
      await scheduleReminder(tx, ctx, call!);
      await recordOnboardingTask(
        tx,
        {
          kind: 'onboarding-call',
          accountUserId: userId,
          customerEmail: call!.email,
          customerName: call!.name,
          subjectId: call!.id,
          details: callDetailsForStaff(call!),
          publicUrl: ctx.publicUrl,
        },
        drizzleOutboxWriter(tx),
      );
      return toOnboardingCall(call!);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'onboarding_calls_booked_slot_key')) {
      throw new AppError('ONBOARDING_SLOT_TAKEN', SLOT_TAKEN_MESSAGE, { startsAt: SLOT_TAKEN_MESSAGE });
    }
    throw error;
  }
}
