import {
  type MarketplaceService,
  type MarketplaceViewer,
  memberPriceCents,
  type ServiceCategory,
  type SiteLanguage,
  searchServices,
  serviceTextIn,
} from '@receptiva/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { services } from '../../db/schema';
import { loadMembershipState } from '../../lib/access/membership-state';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';

type ServiceRow = typeof services.$inferSelect;

/**
 * Spec §4 visitor states, from the session alone (never from anything the client says). Only the membership is
 * looked up, not the whole access of `accessOf`: the marketplace is the busiest page a signed-in visitor opens.
 */
export async function marketplaceViewerOf(
  db: Db,
  userId: string | undefined,
  logger: Logger,
): Promise<MarketplaceViewer> {
  if (!userId) return 'visitor';
  try {
    const { state } = await loadMembershipState(db, userId);
    if (state === 'past_due') return 'past-due';
    return state === 'active' || state === 'cancelled' ? 'member' : 'non-member';
  } catch (error) {
    logger.error('membership lookup failed', { userId, error });
    return 'non-member';
  }
}

/**
 * The texts in `language` where translated, else English (`lang` says which). Prices only for members (past due ones
 * too): visitors and non-members get none at all (spec §6).
 */
const toDto = (row: ServiceRow, viewer: MarketplaceViewer, language: SiteLanguage): MarketplaceService => ({
  slug: row.slug,
  ...serviceTextIn(row, row.translations, language),
  category: row.category as ServiceCategory,
  image: row.image,
  isMemberOnly: row.isMemberOnly,
  price:
    viewer === 'member' || viewer === 'past-due'
      ? { listPriceCents: row.listPriceCents, memberPriceCents: memberPriceCents(row.listPriceCents) }
      : null,
});

/** Active services in display order, in `language`; `query` keeps those whose texts in that language hold its words. */
export async function listActiveServices(
  db: Db,
  viewer: MarketplaceViewer,
  language: SiteLanguage,
  query = '',
): Promise<MarketplaceService[]> {
  const rows = await db
    .select()
    .from(services)
    .where(eq(services.isActive, true))
    .orderBy(asc(services.sortOrder), asc(services.title));
  return searchServices(
    rows.map((row) => toDto(row, viewer, language)),
    query,
  );
}

/** The active service with this slug, or NOT_FOUND. */
export async function getActiveService(
  db: Db,
  slug: string,
  viewer: MarketplaceViewer,
  language: SiteLanguage,
): Promise<MarketplaceService> {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.slug, slug), eq(services.isActive, true)));
  if (!row) throw new AppError('NOT_FOUND', 'No active service has this slug.', { slug: 'Unknown service.' });
  return toDto(row, viewer, language);
}
