import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';

/**
 * Answers a page request with a server-rendered document built on the site's index.html, or null to let the SPA
 * shell answer (the server renderer of public pages is injected at setup: decision 008).
 */
export type PageResponder = (c: Context, template: string) => Promise<Response | null>;

/**
 * Serves the built site: hashed files under /assets are immutable for a year; other files revalidate; public pages
 * are server-rendered when a renderer is built (decision 008); any other GET falls back to index.html so
 * client-side routes work on reload.
 */
export function staticSite(webDist: string, renderPage: PageResponder | null = null) {
  const indexPath = path.join(webDist, 'index.html');
  const readIndex = () => (existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null);
  let indexHtml = readIndex();
  const files = serveStatic({
    root: webDist,
    onFound: (filePath, c) => {
      c.header('Cache-Control', filePath.endsWith('index.html') ? 'no-cache' : 'public, max-age=3600');
    },
  });

  return (
    new Hono()
      .use(
        '/assets/*',
        serveStatic({
          root: webDist,
          onFound: (_path, c) => {
            c.header('Cache-Control', 'public, max-age=31536000, immutable');
          },
        }),
      )
      // A missing hashed file (an old chunk name after a deploy) must be a 404, never index.html.
      .get('/assets/*', (c) => c.text('Not found', 404))
      // '/' is the home page, not index.html as a file.
      .use('*', (c, next) => (renderPage && c.req.path === '/' ? next() : files(c, next)))
      .get('*', async (c) => {
        indexHtml ??= readIndex();
        if (!indexHtml) return c.text('The web app is not built yet. Run `npm run build`.', 503);
        const page = await renderPage?.(c, indexHtml);
        if (page) return page;
        c.header('Cache-Control', 'no-cache');
        return c.html(indexHtml);
      })
  );
}
