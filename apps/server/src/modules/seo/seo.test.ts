import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PUBLIC_SITEMAP_PATHS, ROBOTS_DISALLOWED_PATHS, SITE_LANGUAGE_CODES } from '@receptiva/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/server';
import { createApp } from '../../app';
import { renderRobotsTxt, renderSitemap } from './seo.service';

const ORIGIN = 'http://localhost:3000';

describe('robots.txt and sitemap.xml', () => {
  const server = useTestServer();
  const webDist = mkdtempSync(path.join(tmpdir(), 'receptiva-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>SPA</title>');
  // A stale file in the build must not win over the server's answer.
  writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  /** The app as production mounts it, with the built SPA and its index.html fallback. */
  const withSpa = () => createApp({ ...server().deps, webDist });

  it('serves robots.txt as text, cached for an hour, before the SPA fallback', async () => {
    const response = await withSpa().request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const text = await response.text();
    expect(text).not.toContain('<');
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    for (const blocked of ['/dashboard', '/admin', '/auth', ...ROBOTS_DISALLOWED_PATHS]) {
      expect(text).toMatch(new RegExp(`^Disallow: ${blocked}$`, 'm'));
    }
    for (const open of PUBLIC_SITEMAP_PATHS.filter((p) => p !== '/')) expect(text).not.toContain(`Disallow: ${open}\n`);
    expect(text).toMatch(new RegExp(`^Sitemap: ${ORIGIN}/sitemap.xml$`, 'm'));
  });

  it('serves sitemap.xml as XML, cached for five minutes, with every public page and its 14 languages', async () => {
    const response = await withSpa().request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);

    // The fixed pages come first; published blog posts follow them (blog-sitemap.test.ts).
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!).slice(0, PUBLIC_SITEMAP_PATHS.length);
    const locs = urls.map((u) => u.match(/<loc>(.*?)<\/loc>/)?.[1]);
    expect(locs).toEqual(PUBLIC_SITEMAP_PATHS.map((p) => `${ORIGIN}${p}`));
    for (const [index, url] of urls.entries()) {
      const pagePath = PUBLIC_SITEMAP_PATHS[index]!;
      const links = [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
      expect(links.map((l) => l[1])).toEqual([...SITE_LANGUAGE_CODES, 'x-default']);
      for (const [, hreflang, href] of links) {
        expect(href).toBe(hreflang === 'x-default' ? `${ORIGIN}${pagePath}` : `${ORIGIN}${pagePath}?lng=${hreflang}`);
      }
    }
    // Signed-in pages, and placeholders of later issues: only pages that exist are listed.
    for (const hidden of ['/dashboard', '/admin', '/auth', '/checkout', '/schedule-onboarding'])
      expect(xml).not.toContain(`${ORIGIN}${hidden}`);
  });

  it('answers HEAD too, and still falls back to the SPA for a page', async () => {
    const app = withSpa();
    expect((await app.request('/sitemap.xml', { method: 'HEAD' })).status).toBe(200);
    const page = await app.request('/pricing');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('<title>SPA</title>');
  });

  it('uses PUBLIC_URL for every absolute URL, escaped for XML', () => {
    expect(renderRobotsTxt('https://receptiva.example')).toContain('Sitemap: https://receptiva.example/sitemap.xml');
    const xml = renderSitemap('https://receptiva.example', [
      { path: '/', languages: SITE_LANGUAGE_CODES },
      { path: "/a&b'", languages: ['en'] },
    ]);
    expect(xml).toContain('<loc>https://receptiva.example/</loc>');
    expect(xml).toContain('href="https://receptiva.example/?lng=fa"');
    expect(xml).toContain('<loc>https://receptiva.example/a&amp;b&apos;</loc>');
  });
});
