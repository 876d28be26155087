import { createHash } from 'node:crypto';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  type PublicSettings,
  pickRequestLanguage,
  type RenderedPage,
  type ServerRenderer,
} from '@receptiva/shared';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { getPublicSettings } from '../settings/settings.service';
import { RenderCache } from './render-cache';

/** Renders are cached per page, language and settings; settings are re-read at most this often. */
const SETTINGS_TTL_MS = 5_000;
const CACHED_PAGES = 300;

export interface PageResponderOptions {
  renderer: ServerRenderer;
  /** index.html as built, or null when the site is not built. */
  readTemplate: () => string | null;
  publicUrl: string;
}

/**
 * Answers GET requests for public pages with a server-rendered document (decision 008), or null to let the SPA
 * shell answer (browser-rendered paths, or a render that failed: the page then still works, rendered in the
 * browser). Pages render from their path and `?lng` only, so query strings cannot multiply renders.
 */
export function createPageResponder({ renderer, readTemplate, publicUrl }: PageResponderOptions) {
  const cache = new RenderCache<RenderedPage>(CACHED_PAGES);
  let settings: { readAt: number; value: Promise<PublicSettings> } | null = null;
  const currentSettings = (db: Db): Promise<PublicSettings> => {
    if (!settings || Date.now() - settings.readAt > SETTINGS_TTL_MS) {
      const value = getPublicSettings(db);
      settings = { readAt: Date.now(), value };
      value.catch(() => {
        settings = null;
      });
    }
    return settings.value;
  };

  return async (c: Context<AppEnv>): Promise<Response | null> => {
    const { pathname, searchParams } = new URL(c.req.url);
    if (!renderer.isServerRenderedPath(pathname)) return null;
    const template = readTemplate();
    if (!template) return null;

    const languageParam = searchParams.get(LANGUAGE_QUERY_PARAM);
    const language = pickRequestLanguage({
      query: languageParam,
      cookie: getCookie(c, LANGUAGE_COOKIE),
      acceptLanguage: c.req.header('accept-language'),
    });
    const url = new URL(pathname, publicUrl);
    if (languageParam !== null) url.searchParams.set(LANGUAGE_QUERY_PARAM, language);

    try {
      const pageSettings = await currentSettings(c.var.db);
      const settingsKey = createHash('sha1').update(JSON.stringify(pageSettings)).digest('base64url');
      const page = await cache.get(`${url.pathname}${url.search}|${language}|${settingsKey}`, () =>
        renderer.renderPage({ template, url: url.href, language, settings: pageSettings, origin: url.origin }),
      );
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Language', language);
      c.header('Vary', 'Accept-Language, Cookie');
      return c.html(page.html, page.status);
    } catch (error) {
      c.var.logger.error('server render failed; serving the browser-rendered shell', { error, path: pathname });
      return null;
    }
  };
}
