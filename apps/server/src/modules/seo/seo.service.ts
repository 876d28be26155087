import { languageAlternates, PUBLIC_SITEMAP_PATHS, ROBOTS_DISALLOWED_PATHS } from '@receptiva/shared';

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
 * One `<url>` per public page (its bare URL, the x-default), each with its language alternates (`?lng=<code>`).
 * Blog posts join `paths` once the blog exists.
 */
export function renderSitemap(publicUrl: string, paths: readonly string[] = PUBLIC_SITEMAP_PATHS): string {
  const urls = paths.map((path) => {
    const alternates = languageAlternates(publicUrl, path);
    const loc = alternates.find((a) => a.hreflang === 'x-default')!.href;
    const links = alternates.map(
      (a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
    );
    return ['  <url>', `    <loc>${escapeXml(loc)}</loc>`, ...links, '  </url>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
