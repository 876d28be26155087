import { type MarketplaceService, type ServiceCategory, searchServices } from '@receptiva/shared';

export interface ServiceFilter {
  /** `all` or one category. */
  category: ServiceCategory | 'all';
  query: string;
}

/**
 * The marketplace's filter: the chosen category, then the search of `GET /api/services?q=` over title, description
 * and features as the visitor reads them (their language where translated).
 */
export function filterServices(services: readonly MarketplaceService[], filter: ServiceFilter): MarketplaceService[] {
  const inCategory = services.filter((service) => filter.category === 'all' || service.category === filter.category);
  return searchServices(inCategory, filter.query);
}

/** The categories that have at least one service, in the shared order. */
export function categoriesOf(services: readonly MarketplaceService[], order: readonly ServiceCategory[]) {
  const present = new Set(services.map((service) => service.category));
  return order.filter((category) => present.has(category));
}
