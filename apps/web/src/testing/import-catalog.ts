import type { CatalogLoader } from '@/lib/i18n';
import { byCatalogKey } from '@/locales/catalog-key';

const catalogs = byCatalogKey(
  import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' }),
  import.meta.glob<Record<string, unknown>>('@receptiva/shared/locales/*/*.json', { import: 'default' }),
);

/** Tests load catalogs as modules (there is no server to fetch the built files from). */
export const importCatalog: CatalogLoader = async (language, namespace) => catalogs[`${language}/${namespace}`]?.();
