import { ERROR_CODES, SITE_LANGUAGE_CODES } from '@receptiva/shared';
import { describe, expect, it } from 'vitest';

type Catalog = Record<string, unknown>;

const catalogs = import.meta.glob<Catalog>('./*/*.json', { eager: true, import: 'default' });

const catalog = (lng: string, ns: string): Catalog | undefined => catalogs[`./${lng}/${ns}.json`];

const namespaces = Object.keys(catalogs)
  .filter((path) => path.startsWith('./en/'))
  .map((path) => path.slice('./en/'.length, -'.json'.length))
  .sort();

/** Every leaf as `a.b.c`. */
const keysOf = (value: Catalog, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child as Catalog, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

/**
 * i18next picks `key_<category>` by the language's plural rules: a language may add the categories English lacks
 * (Arabic `_zero`, `_two`, `_few`, `_many`; Russian `_few`, `_many`; Hebrew `_two`) beside the English `_one`/`_other`.
 */
const extraPluralKeysOf = (lng: string, englishKeys: string[]): Set<string> => {
  const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  const bases = englishKeys.filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -'_other'.length));
  return new Set(bases.flatMap((base) => categories.map((category) => `${base}_${category}`)));
};

const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

describe('English catalogs', () => {
  it('exist and have no empty text', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['auth', 'common', 'errors']));
    for (const ns of namespaces) {
      const en = catalog('en', ns)!;
      for (const key of keysOf(en)) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Catalog)[part], en);
        expect(typeof text === 'string' && text.trim() !== '', `en/${ns}: ${key}`).toBe(true);
      }
    }
  });

  it('translate every API error code', () => {
    expect(Object.keys(catalog('en', 'errors')!)).toEqual(expect.arrayContaining([...ERROR_CODES]));
  });
});

// Fails until the translation team delivers the 13 other languages: that is its purpose.
describe.each(SITE_LANGUAGE_CODES.filter((lng) => lng !== 'en'))('%s catalogs', (lng) => {
  it.each(namespaces)('%s.json has exactly the English keys and placeholders', (ns) => {
    const translated = catalog(lng, ns);
    expect(translated, `missing locales/${lng}/${ns}.json`).toBeDefined();
    const en = catalog('en', ns)!;
    const plurals = extraPluralKeysOf(lng, keysOf(en));
    const translatedKeys = keysOf(translated!).filter((key) => !plurals.has(key) || keysOf(en).includes(key));
    expect(translatedKeys.sort()).toEqual(keysOf(en).sort());
    for (const key of keysOf(en)) {
      const pick = (c: Catalog) => key.split('.').reduce<unknown>((node, part) => (node as Catalog)[part], c);
      const enText = String(pick(en));
      const text = pick(translated!);
      expect(typeof text === 'string' && text.trim() !== '', `${lng}/${ns}: ${key} is empty`).toBe(true);
      expect(placeholdersOf(String(text)), `${lng}/${ns}: ${key} placeholders`).toEqual(placeholdersOf(enText));
    }
  });
});
