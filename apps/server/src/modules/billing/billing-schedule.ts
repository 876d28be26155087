import { type BillingCharge, MEMBERSHIP_CANCELLATION_WINDOW_DAYS, MEMBERSHIP_PRICES } from '@receptiva/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of the 30-day cancellation window (spec §9): the same instant the SQL rule in membership-activity uses. */
export const cancellationWindowEnd = (paidAt: Date) =>
  new Date(paidAt.getTime() + MEMBERSHIP_CANCELLATION_WINDOW_DAYS * DAY_MS);

/** The 1st of the month after `at`, at midnight UTC. */
export const firstOfNextMonth = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));

const daysInMonth = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();

/** The monthly price for the days from `at` (included) to the end of its month, rounded to whole cents. */
export function proratedRestOfMonthCents(at: Date): number {
  const total = daysInMonth(at);
  const remaining = total - at.getUTCDate() + 1;
  return Math.round((MEMBERSHIP_PRICES.monthlyCents * remaining) / total);
}

/**
 * The next charge of spec §9's schedule: when the 30-day window ends, a prorated charge for the rest of that month;
 * after it, $497 on the 1st of each month until the 12-month commitment ends. None once cancelled or ended.
 */
export function nextMembershipCharge(
  order: { paidAt: Date; commitmentEndsAt: Date | null; cancelledAt: Date | null },
  now: Date,
): BillingCharge | null {
  if (order.cancelledAt) return null;
  const windowEnd = cancellationWindowEnd(order.paidAt);
  if (now < windowEnd) {
    return { kind: 'prorated', amountCents: proratedRestOfMonthCents(windowEnd), chargeOn: windowEnd.toISOString() };
  }
  const chargeOn = firstOfNextMonth(now);
  if (order.commitmentEndsAt && chargeOn >= order.commitmentEndsAt) return null;
  return { kind: 'monthly', amountCents: MEMBERSHIP_PRICES.monthlyCents, chargeOn: chargeOn.toISOString() };
}
