import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { renderRobotsTxt, renderSitemap } from './seo.service';

const ONE_HOUR = 'public, max-age=3600';

/** Real files for crawlers, answered by the server before the SPA's index.html fallback could. */
export const seoRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) => {
    c.header('Cache-Control', ONE_HOUR);
    return c.body(renderRobotsTxt(c.var.deps.env.PUBLIC_URL), 200, { 'Content-Type': 'text/plain; charset=utf-8' });
  })
  .get('/sitemap.xml', (c) => {
    c.header('Cache-Control', ONE_HOUR);
    return c.body(renderSitemap(c.var.deps.env.PUBLIC_URL), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
    });
  });
