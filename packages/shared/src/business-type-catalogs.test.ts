import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPE_CATALOGS } from './business-type-catalogs';
import { BUSINESS_CATEGORIES, BUSINESS_TYPES } from './business-types';
import { SITE_LANGUAGE_CODES } from './languages';

/** Every leaf as `a.b.c` with its text. */
const leaves = (node: object, prefix = ''): [string, unknown][] =>
  Object.entries(node).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? leaves(child, `${prefix}${key}.`) : [[`${prefix}${key}`, child]],
  );

describe('business-type catalogs (locales/<lng>/business-types.json)', () => {
  it('name every category and every type, and nothing else, in English', () => {
    const english = BUSINESS_TYPE_CATALOGS.en;
    expect(Object.keys(english.categories).sort()).toEqual([...BUSINESS_CATEGORIES].sort());
    expect(Object.keys(english.types).sort()).toEqual(BUSINESS_TYPES.map((type) => type.id).sort());
    for (const text of Object.values(english.types)) expect(Object.keys(text).sort()).toEqual(['description', 'name']);
  });

  it.each(SITE_LANGUAGE_CODES)('%s has exactly the English keys, none of them empty', (language) => {
    const catalog = leaves(BUSINESS_TYPE_CATALOGS[language]);
    expect(catalog.map(([key]) => key).sort()).toEqual(
      leaves(BUSINESS_TYPE_CATALOGS.en)
        .map(([key]) => key)
        .sort(),
    );
    for (const [key, text] of catalog) {
      expect(typeof text === 'string' && text.trim() !== '', `${language}: ${key}`).toBe(true);
    }
  });
});
