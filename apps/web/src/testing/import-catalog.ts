import type { CatalogLoader } from '@/lib/i18n';

const catalogs = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

/** Tests load catalogs as modules (there is no server to fetch the built files from). */
export const importCatalog: CatalogLoader = async (language, namespace) =>
  catalogs[`../locales/${language}/${namespace}.json`]?.();
