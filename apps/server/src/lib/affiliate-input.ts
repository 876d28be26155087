import { validateAffiliateId } from '@receptiva/shared';
import { z } from 'zod';
import type { Logger } from './logger';

/**
 * The `affiliateId` field of a request body accepts anything: a stale tracking cookie must not cost a visitor their
 * booking, so a bad value is dropped (and logged) rather than refused. `affiliateIdFrom` judges it.
 */
export const affiliateIdField = z
  .unknown()
  .optional()
  .describe('Affiliate id (spec §5: 1–50 letters, digits, _ or -); anything else is ignored, never stored.');

/** Spec §5: a valid id is kept, anything else is dropped and logged, never stored. */
export function affiliateIdFrom(raw: unknown, logger: Logger, source: string): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const affiliateId = validateAffiliateId(raw);
  if (!affiliateId) {
    const sample = typeof raw === 'string' ? raw.slice(0, 60) : typeof raw;
    logger.warn('affiliate id rejected', { source, sample, length: typeof raw === 'string' ? raw.length : null });
  }
  return affiliateId;
}
