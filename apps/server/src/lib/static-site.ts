import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * Serves the built SPA: hashed files under /assets are immutable for a year; everything else revalidates; any other
 * GET that is not a file falls back to index.html so client-side routes work on reload.
 */
export function staticSite(webDist: string) {
  const indexPath = path.join(webDist, 'index.html');
  const readIndex = () => (existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null);
  let indexHtml = readIndex();

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
      .use(
        '*',
        serveStatic({
          root: webDist,
          onFound: (filePath, c) => {
            c.header('Cache-Control', filePath.endsWith('index.html') ? 'no-cache' : 'public, max-age=3600');
          },
        }),
      )
      .get('*', (c) => {
        indexHtml ??= readIndex();
        if (!indexHtml) return c.text('The web app is not built yet. Run `npm run build`.', 503);
        c.header('Cache-Control', 'no-cache');
        return c.html(indexHtml);
      })
  );
}
