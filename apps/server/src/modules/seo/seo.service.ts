import { LANGUAGE_QUERY_PARAM, ROBOTS_DISALLOWED_PATHS } from '@receptiva/shared';
import type { SitemapEntry } from './sitemap-sources';

const escapeXml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

export function renderRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * One `<url>` per page (its bare URL, the x-default), with an hreflang alternate (`?lng=<code>`) for each language
 * the page exists in, and its last change when known.
 */
export function renderSitemap(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const origin = publicUrl.replace(/\/$/, '');
  const urls = entries.map(({ path, languages, lastModified }) => {
    const loc = `${origin}${path}`;
    const links = [
      ...languages.map((code) => ({ hreflang: code, href: `${loc}?${LANGUAGE_QUERY_PARAM}=${code}` })),
      { hreflang: 'x-default', href: loc },
    ].map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`);
    const lastmod = lastModified ? [`    <lastmod>${lastModified.toISOString()}</lastmod>`] : [];
    return ['  <url>', `    <loc>${escapeXml(loc)}</loc>`, ...lastmod, ...links, '  </url>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
