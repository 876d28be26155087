/** Spec §5 and §9: the affiliate id kept in the `am_id` cookie for 30 days. */
export const AFFILIATE_COOKIE = 'am_id';
export const AFFILIATE_COOKIE_DAYS = 30;
export const AFFILIATE_ID_MAX_LENGTH = 50;
const AFFILIATE_ID = /^[A-Za-z0-9_-]{1,50}$/;

/** Trimmed, 1–50 letters, digits, `_` or `-`; anything else is rejected (null). */
export function validateAffiliateId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return AFFILIATE_ID.test(trimmed) ? trimmed : null;
}
