import { MEMBERSHIP_CANCELLATION_WINDOW_DAYS, MEMBERSHIP_MONTHLY_PAYMENTS, MEMBERSHIP_PRICES } from '@receptiva/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One future charge of a membership (spec §9), in integer cents, at an instant in UTC. */
export interface ScheduledCharge {
  kind: 'prorated' | 'monthly';
  amountCents: number;
  chargeOn: Date;
}

/** The end of the 30-day cancellation window: the same instant the SQL rule in membership-activity uses. */
export const cancellationWindowEnd = (paidAt: Date) =>
  new Date(paidAt.getTime() + MEMBERSHIP_CANCELLATION_WINDOW_DAYS * DAY_MS);

/** The 1st of the month `months` after the month of `at`, at midnight UTC. */
export const firstOfMonthAfter = (at: Date, months = 1) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));

const daysInMonth = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();

/** The monthly price for the days from `at` (its day included) to the end of its month, rounded to whole cents. */
export function proratedRestOfMonthCents(at: Date): number {
  const total = daysInMonth(at);
  const remaining = total - at.getUTCDate() + 1;
  return Math.round((MEMBERSHIP_PRICES.monthlyCents * remaining) / total);
}

/**
 * Every monthly charge of a membership paid at `paidAt` (spec §9), in order: when the 30-day window ends, the
 * prorated rest of that month; then $497 on the 1st of each following month; 12 monthly payments in all (the
 * prorated one and 11 full ones: "$1,000 now and $497 for 11 months"). The billing page and the Stripe schedule
 * are both built from this list, so what the page announces is what Stripe charges.
 */
export function membershipChargeSchedule(paidAt: Date): ScheduledCharge[] {
  const windowEnd = cancellationWindowEnd(paidAt);
  const prorated: ScheduledCharge = {
    kind: 'prorated',
    amountCents: proratedRestOfMonthCents(windowEnd),
    chargeOn: windowEnd,
  };
  const monthly = Array.from(
    { length: MEMBERSHIP_MONTHLY_PAYMENTS - 1 },
    (_, index): ScheduledCharge => ({
      kind: 'monthly',
      amountCents: MEMBERSHIP_PRICES.monthlyCents,
      chargeOn: firstOfMonthAfter(windowEnd, index + 1),
    }),
  );
  return [prorated, ...monthly];
}
