import { demoBookingSchema, normalizeLanguage } from '@receptiva/shared';
import type { BookingDetails } from '../../lib/mailer/booking-templates';
import { fieldErrorsOf, validationFailed } from '../../lib/validation';

export const MAX_DAYS_AHEAD = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The checked form values: a booking before it has an id and before the affiliate id is resolved. */
export type DemoBookingValues = Omit<BookingDetails, 'id' | 'affiliateId'>;

/** The zone's canonical spelling ("europe/paris" → "Europe/Paris"), or null when Intl does not know it. */
export function canonicalTimeZone(value: string): string | null {
  // Offsets ("+01:00") are not zones: they lose daylight-saving changes.
  if (!/^[A-Za-z]/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

function preferredAtProblem(at: Date, now: Date): string | null {
  if (Number.isNaN(at.getTime())) return 'Invalid date and time.';
  if (at.getTime() <= now.getTime()) return 'Choose a time in the future.';
  if (at.getTime() > now.getTime() + MAX_DAYS_AHEAD * DAY_MS) return `Choose a time within ${MAX_DAYS_AHEAD} days.`;
  return null;
}

/**
 * The shared schema plus the rules only the server can judge (the clock, the time-zone database). Every failing field
 * is reported at once; the affiliate id is handled before this (see takeAffiliateId).
 */
export function parseDemoBooking(body: unknown, now = new Date()): DemoBookingValues {
  const result = demoBookingSchema.safeParse(body);
  const fields = result.success ? {} : fieldErrorsOf(result.error);
  // A field the schema accepted is a string in the raw body too, so the extra rules can judge it either way.
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;

  if (!fields.preferredAt && typeof raw.preferredAt === 'string') {
    const problem = preferredAtProblem(new Date(raw.preferredAt), now);
    if (problem) fields.preferredAt = problem;
  }
  let timeZone: string | null = null;
  if (!fields.timeZone && typeof raw.timeZone === 'string') {
    timeZone = canonicalTimeZone(raw.timeZone.trim());
    if (!timeZone) fields.timeZone = 'Unknown time zone.';
  }

  // With the schema satisfied, timeZone was a string and has been judged above.
  if (!result.success || !timeZone || Object.keys(fields).length > 0) throw validationFailed(fields);
  const input = result.data;
  return {
    name: input.name,
    email: input.email.toLowerCase(),
    phone: input.phone,
    businessType: input.businessType,
    preferredAt: new Date(input.preferredAt),
    timeZone,
    message: input.message,
    locale: normalizeLanguage(input.locale) ?? 'en',
  };
}
