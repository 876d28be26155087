import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerRenderer } from '@receptiva/shared';
import type { Logger } from '../../lib/logger';

/** Where `vite build --ssr` puts the renderer: apps/web/dist-ssr, beside the site in apps/web/dist. */
export const serverRendererPath = (webDist: string): string => path.join(webDist, '..', 'dist-ssr', 'entry-server.js');

const isServerRenderer = (value: unknown): value is ServerRenderer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ServerRenderer).renderPage === 'function' &&
  typeof (value as ServerRenderer).isServerRenderedPath === 'function';

/**
 * The web app's server renderer, or null when it is not built: the site then works as a browser-rendered app, and
 * the log says why public pages are not server-rendered.
 */
export async function loadServerRenderer(webDist: string, logger: Logger): Promise<ServerRenderer | null> {
  const file = serverRendererPath(webDist);
  if (!existsSync(file)) {
    logger.warn('server renderer not built; public pages render in the browser', { file });
    return null;
  }
  const module: unknown = await import(pathToFileURL(file).href);
  if (!isServerRenderer(module)) throw new Error(`${file} does not export renderPage and isServerRenderedPath`);
  return module;
}
