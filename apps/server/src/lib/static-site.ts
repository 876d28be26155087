import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { ServerRenderer } from '@receptiva/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { createPageResponder } from '../modules/pages/server-rendered-pages';

/**
 * Serves the built site: hashed files under /assets are immutable for a year; other files revalidate; public pages
 * are server-rendered when a renderer is built (decision 008); any other GET falls back to index.html so
 * client-side routes work on reload.
 */
export function staticSite(webDist: string, renderer: ServerRenderer | null = null, publicUrl = '') {
  const indexPath = path.join(webDist, 'index.html');
  const readIndex = () => (existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null);
  let indexHtml = readIndex();
  const files = serveStatic<AppEnv>({
    root: webDist,
    onFound: (filePath, c) => {
      c.header('Cache-Control', filePath.endsWith('index.html') ? 'no-cache' : 'public, max-age=3600');
    },
  });
  const renderPage = renderer
    ? createPageResponder({
        renderer,
        publicUrl,
        readTemplate: () => {
          indexHtml ??= readIndex();
          return indexHtml;
        },
      })
    : null;

  return (
    new Hono<AppEnv>()
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
        const page = await renderPage?.(c);
        if (page) return page;
        indexHtml ??= readIndex();
        if (!indexHtml) return c.text('The web app is not built yet. Run `npm run build`.', 503);
        c.header('Cache-Control', 'no-cache');
        return c.html(indexHtml);
      })
  );
}
