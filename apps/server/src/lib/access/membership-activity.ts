import { MEMBERSHIP_CANCELLATION_WINDOW_DAYS } from '@receptiva/shared';
import { and, eq, gt, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { membershipOrders } from '../../db/schema';

/** Now is within 30 days of the payment: the window in which cancelling stops the monthly charges (spec §9). */
export const isInCancellationWindow: SQL = sql`now() < ${membershipOrders.paidAt} + make_interval(days => ${MEMBERSHIP_CANCELLATION_WINDOW_DAYS})`;

/**
 * The subscription has not ended (decision 022): not ended or completed at the provider, and not past due beyond its
 * grace period (past due within it keeps access while the provider retries).
 */
export const isSubscriptionLive: SQL = sql`(${membershipOrders.subscriptionStatus} not in ('ended', 'completed')
  and not (${membershipOrders.subscriptionStatus} = 'past_due' and ${membershipOrders.graceEndsAt} <= now()))`;

/**
 * The one rule of an active membership (decision 011): a paid order (spec §4; an admin grant is a paid `manual`
 * order) that is not cancelled, or was cancelled within its 30-day window and that window has not ended yet; whose
 * subscription has not ended (decision 022); and that is not fully refunded (decision 023).
 */
export const isActiveMembershipOrder: SQL = and(
  eq(membershipOrders.status, 'paid'),
  or(isNull(membershipOrders.cancelledAt), isInCancellationWindow),
  isSubscriptionLive,
  isNull(membershipOrders.refundedAt),
)!;

/** An order this user may cancel now: paid by them (not granted), not yet cancelled, inside the 30-day window. */
export const isCancellableMembershipOrder: SQL = and(
  eq(membershipOrders.status, 'paid'),
  ne(membershipOrders.provider, 'manual'),
  isNull(membershipOrders.cancelledAt),
  isInCancellationWindow,
)!;

/**
 * The 12-month commitment still binds: a paid order, not cancelled (a cancellation within the 30-day window releases
 * it), whose commitment ends in the future. While it runs the account cannot be deleted.
 */
export const isCommitmentRunning: SQL = and(
  eq(membershipOrders.status, 'paid'),
  isNull(membershipOrders.cancelledAt),
  gt(membershipOrders.commitmentEndsAt, sql`now()`),
)!;
