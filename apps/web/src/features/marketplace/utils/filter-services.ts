import type { MarketplaceService, ServiceCategory } from '@receptiva/shared';

/** Lower-case without accents, so "Réseaux" matches "reseaux". */
const searchable = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').trim();

export interface ServiceFilter {
  /** `all` or one category. */
  category: ServiceCategory | 'all';
  query: string;
}

/** The marketplace's filter: the chosen category, then a case-insensitive search of title, description and features. */
export function filterServices(services: readonly MarketplaceService[], filter: ServiceFilter): MarketplaceService[] {
  const needle = searchable(filter.query);
  return services.filter(
    (service) =>
      (filter.category === 'all' || service.category === filter.category) &&
      (!needle ||
        [service.title, service.description, ...service.features].some((text) => searchable(text).includes(needle))),
  );
}

/** The categories that have at least one service, in the shared order. */
export function categoriesOf(services: readonly MarketplaceService[], order: readonly ServiceCategory[]) {
  const present = new Set(services.map((service) => service.category));
  return order.filter((category) => present.has(category));
}
