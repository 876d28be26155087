import {
  isOnboardingCallSlot,
  ONBOARDING_CALL_MINUTES,
  ONBOARDING_CALL_TIME_ZONE,
  type OnboardingCallSlots,
  onboardingCallSlots,
} from '@receptiva/shared';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { onboardingCalls } from '../../db/schema';
import { validationFailed } from '../../lib/validation';

/** The slots offered now that nobody has booked. */
export async function listFreeSlots(db: Db, now: Date): Promise<OnboardingCallSlots> {
  const slots = onboardingCallSlots(now);
  const taken = await db
    .select({ startsAt: onboardingCalls.startsAt })
    .from(onboardingCalls)
    .where(and(eq(onboardingCalls.status, 'booked'), gte(onboardingCalls.startsAt, slots[0]!)));
  const takenTimes = new Set(taken.map((row) => row.startsAt.getTime()));
  return {
    businessTimeZone: ONBOARDING_CALL_TIME_ZONE,
    slotMinutes: ONBOARDING_CALL_MINUTES,
    slots: slots.filter((slot) => !takenTimes.has(slot.getTime())).map((slot) => slot.toISOString()),
  };
}

/** The requested start as a slot offered now, or a field error the form shows beside the time. */
export function requireOfferedSlot(startsAt: string, now: Date): Date {
  const at = new Date(startsAt);
  if (!isOnboardingCallSlot(at, now)) {
    throw validationFailed({
      startsAt: 'Choose one of the offered times: weekdays 9:00 AM to 5:30 PM Eastern, from the next business day on.',
    });
  }
  return at;
}
