/**
 * The subscription's later life (decision 022). `cancelled`: cancelled inside the 30-day window (usable until it
 * ends); `ended`: stopped before the commitment's end, or past due beyond the grace period; `completed`: the 12-month
 * commitment was served and the subscription ended with it.
 */
export const SUBSCRIPTION_STATES = ['active', 'past_due', 'cancelled', 'ended', 'completed'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** How long a past-due membership keeps its access by default (Admin → Settings `membershipGraceDays`). */
export const DEFAULT_MEMBERSHIP_GRACE_DAYS = 14;

/** What the web is told about the caller's membership: `none` without a paid one. */
export const MEMBERSHIP_STATES = ['none', ...SUBSCRIPTION_STATES] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];
