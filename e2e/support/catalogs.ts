import { readFileSync } from 'node:fs';

type Catalog = { [key: string]: string | Catalog };

/** The namespaces whose catalogs the web shares with the server, in packages/shared. */
const SHARED_NAMESPACES = new Set(['business-types']);

/** A text of the web app's translation catalogs (read-only), e.g. `text('fr', 'auth', 'headings.signIn')`. */
export function text(language: string, namespace: string, key: string): string {
  const folder = SHARED_NAMESPACES.has(namespace) ? '../../packages/shared/src/locales' : '../../apps/web/src/locales';
  const file = new URL(`${folder}/${language}/${namespace}.json`, import.meta.url);
  const catalog = JSON.parse(readFileSync(file, 'utf8')) as Catalog;
  const value = key.split('.').reduce<string | Catalog | undefined>((node, part) => {
    return typeof node === 'object' ? node[part] : undefined;
  }, catalog);
  if (typeof value !== 'string') throw new Error(`no text ${language}/${namespace}:${key}`);
  return value;
}
