import { demoBookingSchema, normalizeLanguage } from '@receptiva/shared';
import type { z } from 'zod';
import { affiliateIdField } from '../../lib/affiliate-input';
import type { BookingDetails } from '../../lib/mailer/booking-templates';
import { memoizeBounded } from '../../lib/memoize-bounded';

export const MAX_DAYS_AHEAD = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The checked form values: a booking before it has an id and before the affiliate id is resolved. */
export type DemoBookingValues = Omit<BookingDetails, 'id' | 'affiliateId'>;

/**
 * The zone's canonical spelling ("europe/paris" → "Europe/Paris"), or null when Intl does not know it. Remembered per
 * spelling: building a DateTimeFormat to ask is a large part of a booking's CPU.
 */
export const canonicalTimeZone = memoizeBounded((value: string): string | null => {
  // Offsets ("+01:00") are not zones: they lose daylight-saving changes.
  if (!/^[A-Za-z]/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}, 1000);

function preferredAtProblem(at: Date, now: Date): string | null {
  if (Number.isNaN(at.getTime())) return 'Invalid date and time.';
  if (at.getTime() <= now.getTime()) return 'Choose a time in the future.';
  if (at.getTime() > now.getTime() + MAX_DAYS_AHEAD * DAY_MS) return `Choose a time within ${MAX_DAYS_AHEAD} days.`;
  return null;
}

/**
 * The shared schema plus the rules only the server can judge (the clock, the time-zone database), checked even when
 * another field failed, so every failing field is reported at once. The affiliate id is judged by the route.
 */
export const demoBookingRequestSchema = demoBookingSchema.extend({ affiliateId: affiliateIdField }).superRefine(
  (value, ctx) => {
    if (typeof value !== 'object' || value === null) return;
    const raw = value as Record<string, unknown>;
    if (typeof raw.preferredAt === 'string') {
      const problem = preferredAtProblem(new Date(raw.preferredAt), new Date());
      if (problem) ctx.addIssue({ code: 'custom', path: ['preferredAt'], message: problem });
    }
    if (typeof raw.timeZone === 'string' && !canonicalTimeZone(raw.timeZone.trim())) {
      ctx.addIssue({ code: 'custom', path: ['timeZone'], message: 'Unknown time zone.' });
    }
  },
  { when: () => true },
);

/** The checked request as the booking stores it: lower-case e-mail, canonical zone, supported language. */
export function toDemoBookingValues(input: z.output<typeof demoBookingRequestSchema>): DemoBookingValues {
  return {
    name: input.name,
    email: input.email.toLowerCase(),
    phone: input.phone,
    businessType: input.businessType,
    preferredAt: new Date(input.preferredAt),
    timeZone: canonicalTimeZone(input.timeZone)!,
    message: input.message,
    locale: normalizeLanguage(input.locale) ?? 'en',
  };
}
