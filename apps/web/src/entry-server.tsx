import {
  directionOf,
  type KnowledgeDocument,
  type RenderedPage,
  type RenderPageInput,
  type SiteLanguage,
} from '@receptiva/shared';
import i18next, { type i18n as I18n } from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { matchRoutes, StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes, routes } from './app/router';
import { SERVER_STATE_ELEMENT_ID, serializeServerState } from './app/server-state';
import { collectSiteKnowledge } from './app/site-knowledge';
import { HeadCollector } from './components/seo/head-collector';
import { isRenderedNotIndexed, routeMetaFor } from './components/seo/route-meta';
import { ServerRenderProvider } from './components/seo/server-render-context';
import { publicSettingsQueryOptions } from './lib/public-settings';
import { createQueryClient } from './lib/query-client';
import type { KnowledgeTranslate } from './lib/site-knowledge-types';
import { byCatalogKey } from './locales/catalog-key';
import { DEFAULT_NAMESPACE, type LanguageResources, NAMESPACES, type Namespace } from './locales/namespaces';

const catalogs = byCatalogKey(
  import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' }),
  import.meta.glob<Record<string, unknown>>('@receptiva/shared/locales/*/*.json', {
    eager: true,
    import: 'default',
  }),
);

const resourcesOf = (language: SiteLanguage): LanguageResources =>
  Object.fromEntries(NAMESPACES.map((namespace) => [namespace, catalogs[`${language}/${namespace}`]]));

/** Namespaces every page's shell may need in the browser before its other catalogs arrive (banner, toasts, errors). */
const SHELL_NAMESPACES: Namespace[] = ['common', 'consent', 'errors', 'nav', 'seo'];

/** A fresh instance per render, so the namespaces it reports are this page's. */
function createServerI18n(language: SiteLanguage): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    resources: { [language]: resourcesOf(language) },
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}

/**
 * Public pages the server renders (decision 008): the indexed pages, unknown paths (the 404 page), and /auth,
 * /success and /follow-up, which crawlers skip but which show nothing that depends on the session.
 */
export function isServerRenderedPath(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  const deepest = matches?.at(-1)?.route;
  if (!deepest || deepest.path === '*') return true;
  return !routeMetaFor(pathname).noIndex || isRenderedNotIndexed(pathname);
}

/**
 * The built template loads the app with a module script and preloads its chunks. A server-rendered page is readable
 * without them, so it starts them after its first paint instead (public/start-after-paint.js).
 */
function startScriptsAfterFirstPaint(template: string): string {
  const preloads: string[] = [];
  let entry = '';
  const rest = template
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    })
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
      entry = src;
      return `<script defer src="/start-after-paint.js" data-entry="${src}" data-preload="${preloads.join(' ')}"></script>`;
    });
  if (!entry) throw new Error('The built template has no module script to start');
  return rest;
}

const pathAndQuery = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** Renders a public page to a complete HTML document that the browser then hydrates (main.tsx). */
export async function renderPage({
  template,
  url,
  language,
  settings,
  origin,
  queries,
}: RenderPageInput): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicSettingsQueryOptions().queryKey, settings);
  for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey, data);
  const i18n = createServerI18n(language);
  const head = new HeadCollector();

  const { prelude } = await prerenderToNodeStream(
    <ServerRenderProvider value={{ origin, head }}>
      <AppProvider queryClient={queryClient} i18n={i18n}>
        <StaticRouter location={pathAndQuery(url)}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </ServerRenderProvider>,
    // Never outline a large boundary: that would need React's inline completion scripts, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const body = await readStream(prelude);
  queryClient.clear();

  const used = new Set<Namespace>([
    ...SHELL_NAMESPACES,
    ...((i18n.reportNamespaces?.getUsedNamespaces() ?? []) as Namespace[]),
  ]);
  const all = resourcesOf(language);
  const resources = Object.fromEntries(
    [...used].filter((namespace) => all[namespace]).map((namespace) => [namespace, all[namespace]]),
  );
  const state = serializeServerState({ language, resources, settings, queries });

  const html = startScriptsAfterFirstPaint(template)
    .replace(/<html lang="[^"]*" dir="[^"]*">/, () => `<html lang="${language}" dir="${directionOf(language)}">`)
    .replace(/<!--seo-->[\s\S]*?<!--\/seo-->/, () => head.toHtml())
    .replace(/<!--spa-only-->[\s\S]*?<!--\/spa-only-->/, '')
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${body}</div>\n    <script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${state}</script>`,
    );
  // Unknown paths are 404 by the route table; a known pattern whose data does not exist (a blog post) says so itself.
  const status = head.isNotFound || routeMetaFor(new URL(url).pathname).key === 'notFound' ? 404 : 200;
  return { status, html };
}

/** The site's own texts for the AI assistant's index, read by the API server through this renderer (decision 020). */
export function siteKnowledge({ brandName }: { brandName: string }): KnowledgeDocument[] {
  return collectSiteKnowledge(brandName, (language) => createServerI18n(language).t as unknown as KnowledgeTranslate);
}
