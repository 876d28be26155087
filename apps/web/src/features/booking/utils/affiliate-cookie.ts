import { AFFILIATE_COOKIE, validateAffiliateId } from '@receptiva/shared';

/** The affiliate id kept in the `am_id` cookie (spec §5), or undefined when absent or not a valid id. */
export function affiliateIdFromCookie(cookies: string = document.cookie): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== AFFILIATE_COOKIE) continue;
    try {
      return validateAffiliateId(decodeURIComponent(pair.slice(separator + 1))) ?? undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
