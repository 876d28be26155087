import {
  type MarketplaceService,
  type MarketplaceViewer,
  memberPriceCents,
  type ServiceCategory,
  type ServiceText,
  type ServiceTranslations,
  type SiteLanguage,
  searchServices,
  serviceTextIn,
} from '@receptiva/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oncePerDatabase } from '../../db/once-per-database';
import { services } from '../../db/schema';
import { loadMembershipState } from '../../lib/access/membership-state';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { readUntilChanged } from '../../lib/read-until-changed';
import { servicesVersion } from './services-freshness';

/** What a service card is made of: the English texts and the translations the card may use. */
type CardRow = Pick<
  typeof services.$inferSelect,
  'slug' | 'title' | 'description' | 'features' | 'category' | 'image' | 'isMemberOnly' | 'listPriceCents'
> & { translations: ServiceTranslations };

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

/** Members see prices, past-due ones too; visitors and non-members none at all (spec §6). */
const seesPrices = (viewer: MarketplaceViewer): boolean => viewer === 'member' || viewer === 'past-due';

/** The texts in `language` where translated, else English (`lang` says which); prices as `seesPrices` says. */
const toDto = (row: CardRow, viewer: MarketplaceViewer, language: SiteLanguage): MarketplaceService => ({
  slug: row.slug,
  ...serviceTextIn(row, row.translations, language),
  category: row.category as ServiceCategory,
  image: row.image,
  isMemberOnly: row.isMemberOnly,
  price: seesPrices(viewer)
    ? { listPriceCents: row.listPriceCents, memberPriceCents: memberPriceCents(row.listPriceCents) }
    : null,
});

const CARD_COLUMNS = {
  slug: services.slug,
  title: services.title,
  description: services.description,
  features: services.features,
  category: services.category,
  image: services.image,
  isMemberOnly: services.isMemberOnly,
  listPriceCents: services.listPriceCents,
};

/**
 * The marketplace's one query, prepared once per database: the card columns and only the page language's entry of
 * each service's translations (all fourteen are ten times the rest of the row, and parsing them was the list's
 * largest cost: decision 038).
 */
const activeServicesQuery = oncePerDatabase((db) =>
  db
    .select({
      ...CARD_COLUMNS,
      translation: sql<ServiceText | null>`${services.translations} -> ${sql.placeholder('language')}::text`,
    })
    .from(services)
    .where(eq(services.isActive, true))
    .orderBy(asc(services.sortOrder), asc(services.title))
    .prepare('active_services'),
);

/** The cards in one language, as members (with prices) and everyone else (without) see them. Shared: never mutated. */
interface ServiceCards {
  priced: MarketplaceService[];
  unpriced: MarketplaceService[];
}

async function readServiceCards(db: Db, language: SiteLanguage): Promise<ServiceCards> {
  const rows = (await activeServicesQuery(db).execute({ language })).map(
    ({ translation, ...row }): CardRow => ({ ...row, translations: translation ? { [language]: translation } : {} }),
  );
  return {
    priced: rows.map((row) => toDto(row, 'member', language)),
    unpriced: rows.map((row) => toDto(row, 'visitor', language)),
  };
}

/**
 * The list is the busiest public read and changes only when an admin edits a service: it is read once per database,
 * language and services version (an admin's change, here or in another instance, moves it: decision 044).
 */
const serviceCardsCache = oncePerDatabase(() => readUntilChanged<ServiceCards>(servicesVersion));

const serviceCardsOf = (db: Db, language: SiteLanguage): Promise<ServiceCards> =>
  serviceCardsCache(db)(language, () => readServiceCards(db, language));

/** Active services in display order, in `language`; `query` keeps those whose texts in that language hold its words. */
export async function listActiveServices(
  db: Db,
  viewer: MarketplaceViewer,
  language: SiteLanguage,
  query = '',
): Promise<MarketplaceService[]> {
  const cards = await serviceCardsOf(db, language);
  return searchServices(seesPrices(viewer) ? cards.priced : cards.unpriced, query);
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
