import { validateAffiliateId } from '@receptiva/shared';
import type { Logger } from './logger';

/**
 * Takes `affiliateId` out of a request body (spec §5): a valid id is kept, anything else is dropped and logged, never
 * stored. The request itself goes on: a stale tracking cookie must not cost a visitor their booking.
 */
export function takeAffiliateId(
  body: unknown,
  logger: Logger,
  source: string,
): { body: unknown; affiliateId: string | null } {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('affiliateId' in body)) {
    return { body, affiliateId: null };
  }
  const { affiliateId: raw, ...rest } = body as Record<string, unknown>;
  if (raw === undefined || raw === null || raw === '') return { body: rest, affiliateId: null };
  const affiliateId = validateAffiliateId(raw);
  if (!affiliateId) {
    const sample = typeof raw === 'string' ? raw.slice(0, 60) : typeof raw;
    logger.warn('affiliate id rejected', { source, sample, length: typeof raw === 'string' ? raw.length : null });
  }
  return { body: rest, affiliateId };
}
