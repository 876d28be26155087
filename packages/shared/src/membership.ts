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

const usdFormats = new Map<string, Intl.NumberFormat>();

/**
 * "$6,497.00" (en), "6.497,00 $" (de): US dollars from cents (spec §9), in the reader's language, en-US without one.
 * One formatter per language for every call: building one costs about a millisecond, and /legal formats dozens of
 * amounts while it hydrates.
 */
export const formatUsd = (cents: number, language = 'en-US') => {
  let usd = usdFormats.get(language);
  if (!usd) {
    usd = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
    usdFormats.set(language, usd);
  }
  return usd.format(cents / 100);
};
