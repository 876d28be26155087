import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGE_CODES } from './languages';
import { languageAlternates, PUBLIC_SITEMAP_PATHS, ROBOTS_DISALLOWED_PATHS } from './routes';

describe('public routes', () => {
  it('lists each sitemap path once, none of them disallowed for crawlers', () => {
    expect(new Set(PUBLIC_SITEMAP_PATHS).size).toBe(PUBLIC_SITEMAP_PATHS.length);
    for (const path of PUBLIC_SITEMAP_PATHS) {
      expect(ROBOTS_DISALLOWED_PATHS.some((blocked) => path.startsWith(blocked))).toBe(false);
    }
  });

  it('gives one ?lng= alternate per site language plus x-default', () => {
    const alternates = languageAlternates('https://example.com/', '/pricing');
    expect(alternates).toHaveLength(SITE_LANGUAGE_CODES.length + 1);
    expect(alternates[0]).toEqual({ hreflang: 'en', href: 'https://example.com/pricing?lng=en' });
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://example.com/pricing' });
    expect(alternates.map((a) => a.hreflang)).toEqual([...SITE_LANGUAGE_CODES, 'x-default']);
  });

  it('handles the home page and a path without a leading slash', () => {
    expect(languageAlternates('https://example.com', '/').find((a) => a.hreflang === 'de')?.href).toBe(
      'https://example.com/?lng=de',
    );
    expect(languageAlternates('https://example.com', 'blog').at(-1)?.href).toBe('https://example.com/blog');
  });

  it('keeps the query that makes a page of its own, before the language', () => {
    const alternates = languageAlternates('https://example.com', '/blog', '?category=reviews&page=2');
    expect(alternates.find((a) => a.hreflang === 'fr')?.href).toBe(
      'https://example.com/blog?category=reviews&page=2&lng=fr',
    );
    expect(alternates.at(-1)?.href).toBe('https://example.com/blog?category=reviews&page=2');
  });
});
