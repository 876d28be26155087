/** Spec §9, in integer cents. */
export const MEMBERSHIP_PRICES = {
  annualCents: 649_700,
  setupFeeCents: 100_000,
  monthlyCents: 49_700,
} as const;
export const MEMBERSHIP_COMMITMENT_MONTHS = 12;
export const MEMBERSHIP_CANCELLATION_WINDOW_DAYS = 30;
/** Spec §9: the monthly payments of the commitment, the prorated first one included ($497 for 11 months after it). */
export const MEMBERSHIP_MONTHLY_PAYMENTS = 12;
export const MEMBERSHIP_PLAN_NAME = 'Annual Membership';
/** The consent document the dialog shows (spec §2: 'Last Updated: January 2025 | Document Version 2.1'). */
export const TERMS_DOCUMENT_VERSION = '2.1';

export type MembershipPaymentType = 'annual' | 'monthly' | 'setup';

/**
 * Spec §7, in this order: annual if the amount is $6,497 or the name contains 'annual'; monthly if the name contains
 * 'monthly' or the amount is $497; otherwise setup.
 */
export function membershipPaymentTypeOf(planName: string, amountCents: number): MembershipPaymentType {
  const name = planName.toLowerCase();
  if (amountCents === MEMBERSHIP_PRICES.annualCents || name.includes('annual')) return 'annual';
  if (name.includes('monthly') || amountCents === MEMBERSHIP_PRICES.monthlyCents) return 'monthly';
  return 'setup';
}

/** The price the server charges for a payment type; the client's amount must equal it. */
export function membershipPriceCents(paymentType: MembershipPaymentType): number {
  if (paymentType === 'annual') return MEMBERSHIP_PRICES.annualCents;
  if (paymentType === 'monthly') return MEMBERSHIP_PRICES.monthlyCents;
  return MEMBERSHIP_PRICES.setupFeeCents;
}

let usd: Intl.NumberFormat | undefined;

/**
 * "$6,497.00": US dollars from cents, whatever the page language (spec §9). One formatter for every call: building
 * one costs about a millisecond, and /legal formats dozens of amounts while it hydrates.
 */
export const formatUsd = (cents: number) => {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(cents / 100);
};
