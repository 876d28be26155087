import { byCatalogKey } from '@/locales/catalog-key';

/**
 * Every catalog is a hashed JSON file of the build, fetched when its language and namespace are needed: data, not
 * script, so catalogs neither weigh on the JavaScript budget nor need parsing as code. This map of their URLs is
 * itself loaded on first use (lib/i18n.ts): a server-rendered page arrives with the catalogs it shows.
 */
const catalogUrls = byCatalogKey(
  import.meta.glob<string>('../locales/*/*.json', { query: '?url', import: 'default', eager: true }),
  import.meta.glob<string>('@receptiva/shared/locales/*/*.json', { query: '?url', import: 'default', eager: true }),
);

export const catalogUrl = (language: string, namespace: string): string | undefined =>
  catalogUrls[`${language}/${namespace}`];
