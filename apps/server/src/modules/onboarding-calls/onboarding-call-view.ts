import { type OnboardingCall, onboardingCallEnd } from '@receptiva/shared';
import type { onboardingCalls } from '../../db/schema';

export type OnboardingCallRow = typeof onboardingCalls.$inferSelect;

export const toOnboardingCall = (row: OnboardingCallRow): OnboardingCall => ({
  id: row.id,
  status: row.status,
  startsAt: row.startsAt.toISOString(),
  endsAt: onboardingCallEnd(row.startsAt).toISOString(),
  timeZone: row.timeZone,
  name: row.name,
  email: row.email,
  phone: row.phone,
  notes: row.notes,
});
