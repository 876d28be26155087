import { SITE_LANGUAGE_CODES } from '@receptiva/shared';
import { describe, expect, it } from 'vitest';
import { EMAIL_CATALOGS } from '.';

/** "a.b" → its string, for every leaf of a catalog. */
function leaves(node: unknown, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into[path] = value;
    else leaves(value, path, into);
  }
  return into;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('e-mail catalogs', () => {
  const english = leaves(EMAIL_CATALOGS.en);

  it.each(SITE_LANGUAGE_CODES)('%s has exactly the English keys, each with the same placeholders', (lng) => {
    const catalog = leaves(EMAIL_CATALOGS[lng]);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(catalog)) {
      expect(text.trim(), `${lng}:${key}`).not.toBe('');
      expect(placeholders(text), `${lng}:${key}`).toEqual(placeholders(english[key]!));
    }
  });
});
