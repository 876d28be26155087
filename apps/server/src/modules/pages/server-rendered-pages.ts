import { createHash } from 'node:crypto';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  type PageQuery,
  type PublicSettings,
  pickRequestLanguage,
  type ServerRenderer,
} from '@receptiva/shared';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env';
import { memoizeBounded } from '../../lib/memoize-bounded';
import { readRecently } from '../../lib/read-recently';
import type { PageResponder } from '../../lib/static-site';
import { getPublicSettings } from '../settings/settings.service';
import { settingsVersion } from '../settings/settings-freshness';
import { EncodedPage, pickEncoding } from './encoded-page';
import { pageQueriesFor } from './page-queries';
import { RenderCache } from './render-cache';

/** Renders are cached per page, language, settings and page data; those are re-read at most this often. */
const DATA_TTL_MS = 5_000;
const CACHED_PAGES = 300;
/** Paths whose "server-rendered or not" answer is kept: matching a path against the route table is not free. */
const REMEMBERED_PATHS = 2_000;

const NO_QUERIES: PageQuery[] = [];

/**
 * A digest of a value read for a page, computed once per read rather than once per request: the reads are memoised
 * (`readRecently`), so the same object comes back until the data is read again.
 */
const digests = new WeakMap<object, string>();
function digestOf(value: object): string {
  let digest = digests.get(value);
  if (!digest) {
    digest = createHash('sha1').update(JSON.stringify(value)).digest('base64url');
    digests.set(value, digest);
  }
  return digest;
}

export interface PageResponderOptions {
  renderer: ServerRenderer;
  publicUrl: string;
}

/**
 * Answers GET requests for public pages with a server-rendered document (decision 008), or null to let the SPA
 * shell answer (browser-rendered paths, or a render that failed: the page then still works, rendered in the
 * browser). Pages render from their path and `?lng` only, plus the few parameters a page declares in
 * `page-queries.ts` (/blog's category and page, /projects' industry and page, normalised), so query strings cannot
 * multiply renders.
 */
export function createPageResponder({ renderer, publicUrl }: PageResponderOptions): PageResponder {
  const cache = new RenderCache<EncodedPage>(CACHED_PAGES);
  const isServerRenderedPath = memoizeBounded(renderer.isServerRenderedPath, REMEMBERED_PATHS);
  const recentSettings = readRecently<PublicSettings>(DATA_TTL_MS);
  const recentQueries = readRecently<PageQuery[]>(DATA_TTL_MS, CACHED_PAGES);

  return async (c: Context<AppEnv>, template) => {
    const { pathname, searchParams } = new URL(c.req.url);
    if (!isServerRenderedPath(pathname)) return null;

    const languageParam = searchParams.get(LANGUAGE_QUERY_PARAM);
    const language = pickRequestLanguage({
      query: languageParam,
      cookie: getCookie(c, LANGUAGE_COOKIE),
      acceptLanguage: c.req.header('accept-language'),
    });
    const pageQueries = pageQueriesFor(pathname, searchParams, language);
    const url = new URL(`${pathname}${pageQueries?.search ?? ''}`, publicUrl);
    if (languageParam !== null) url.searchParams.set(LANGUAGE_QUERY_PARAM, language);

    try {
      const db = c.var.db;
      const [pageSettings, queries] = await Promise.all([
        // Keyed by the settings' version: an admin's change shows on the next page load, not after the TTL.
        recentSettings(`settings:${settingsVersion()}`, () => getPublicSettings(db)),
        pageQueries
          ? recentQueries(`${url.pathname}${url.search}|${language}|${pageQueries.version}`, () => pageQueries.read(db))
          : NO_QUERIES,
      ]);
      const dataKey = `${digestOf(pageSettings)}.${digestOf(queries)}`;
      const page = await cache.get(`${url.pathname}${url.search}|${language}|${dataKey}`, async () => {
        const rendered = await renderer.renderPage({
          template,
          url: url.href,
          language,
          settings: pageSettings,
          origin: url.origin,
          queries,
        });
        return new EncodedPage(rendered);
      });
      // Sent as cached, compressed once: the compress middleware leaves a response with a Content-Encoding alone.
      const encoding = pickEncoding(c.req.header('accept-encoding'));
      const body = await page.body(encoding);
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Language', language);
      c.header('Content-Type', 'text/html; charset=UTF-8');
      c.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
      if (encoding !== 'identity') c.header('Content-Encoding', encoding);
      return c.body(body, page.status);
    } catch (error) {
      c.var.logger.error('server render failed; serving the browser-rendered shell', { error, path: pathname });
      return null;
    }
  };
}
