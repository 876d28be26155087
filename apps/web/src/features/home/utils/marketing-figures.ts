/**
 * The figures the home page claims (spec §1) and the membership prices it shows (spec §9), in one place.
 * Prices are US cents (spec §9: "US dollars from cents"); they are shown, never charged, from here: the server
 * computes every amount it bills.
 */
export const MARKETING_FIGURES = {
  businesses: 500,
  /** Ratios, formatted as percentages. */
  satisfaction: 0.97,
  marketplaceDiscount: 0.5,
  rating: 4.9,
  languages: 12,
  integrations: 1000,
} as const;

export const MEMBERSHIP_PRICES_CENTS = {
  annual: 649_700,
  setup: 100_000,
  monthly: 49_700,
} as const;

/** What a full-time receptionist costs a year, for the pricing comparison. */
export const RECEPTIONIST_SALARY_CENTS = 3_500_000;

/** The element the booking section renders; Book Demo buttons scroll to it (spec §2). */
export const BOOK_DEMO_ANCHOR = 'book-demo';
