import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { readRecently } from '../../lib/read-recently';
import { renderRobotsTxt, renderSitemap } from './seo.service';
import { readSitemapEntries, type SitemapEntry } from './sitemap-sources';

const ONE_HOUR = 'public, max-age=3600';
/** The sitemap follows publications within seconds, and a burst of crawler requests reads the database once. */
const SITEMAP_TTL_MS = 5_000;

/** Real files for crawlers, answered by the server before the SPA's index.html fallback could. */
export function createSeoRoutes() {
  const recentEntries = readRecently<SitemapEntry[]>(SITEMAP_TTL_MS, 1);
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', ONE_HOUR);
      return c.body(renderRobotsTxt(c.var.deps.env.PUBLIC_URL), 200, { 'Content-Type': 'text/plain; charset=utf-8' });
    })
    .get('/sitemap.xml', async (c) => {
      const entries = await recentEntries('sitemap', () => readSitemapEntries(c.var.db));
      c.header('Cache-Control', 'public, max-age=300');
      return c.body(renderSitemap(c.var.deps.env.PUBLIC_URL, entries), 200, {
        'Content-Type': 'application/xml; charset=utf-8',
      });
    });
}
