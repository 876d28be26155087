/** Spec §9: members get 50% off every marketplace service. */
export const MEMBER_DISCOUNT_PERCENT = 50;

/** The member price in cents: the list price less the member discount, rounded to the nearest cent. */
export function memberPriceCents(listPriceCents: number): number {
  if (!Number.isSafeInteger(listPriceCents) || listPriceCents < 0) {
    throw new RangeError(`A list price must be a whole, non-negative number of cents: ${listPriceCents}`);
  }
  return Math.round((listPriceCents * (100 - MEMBER_DISCOUNT_PERCENT)) / 100);
}
