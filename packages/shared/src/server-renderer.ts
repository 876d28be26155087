import type { KnowledgeDocument } from './assistant';
import type { SiteLanguage } from './languages';
import type { PublicSettings } from './responses/settings';

/** What the API server asks of the web app's server renderer (apps/web/src/entry-server.tsx; decision 008). */
export interface RenderPageInput {
  /** index.html as built, with its markers. */
  template: string;
  /** The URL to render (absolute); only its path and `?lng` matter. */
  url: string;
  language: SiteLanguage;
  settings: PublicSettings;
  /** The public origin (PUBLIC_URL), for canonical and alternate links and JSON-LD. */
  origin: string;
  /** Public data the page shows, read by the API server (`pageQueriesFor`); the page renders with it, not a spinner. */
  queries: PageQuery[];
}

/** Data under its TanStack Query key, as the browser's query would have fetched it. */
export interface PageQuery {
  queryKey: readonly (string | number | boolean | null)[];
  data: unknown;
}

/** The query keys of public data that server-rendered pages show. */
export const PAGE_QUERY_KEYS = {
  /** GET /api/demo-agents, as the list of agents (the /agents page). */
  demoAgents: ['demo-agents'],
  /** GET /api/services?lng=… as a visitor sees it (no session, no prices): /marketplace and the /pricing preview. */
  visitorServices: (language: SiteLanguage) => ['services', language, null, false] as const,
  /** GET /api/university?lng=…: the published playlists in one language (/university). */
  university: (language: SiteLanguage) => ['university', language] as const,
} as const;

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

export interface ServerRenderer {
  /**
   * The public pages (the indexed ones, /auth, /success and /follow-up) and unknown paths (the 404 page); signed-in
   * areas and checkout pages stay browser-rendered.
   */
  isServerRenderedPath(pathname: string): boolean;
  /** A complete HTML document that the browser hydrates. */
  renderPage(input: RenderPageInput): Promise<RenderedPage>;
  /**
   * The site's own texts that the web app holds (FAQ, legal, DIY guide), for the AI assistant's knowledge index.
   * Optional: an older build without it gives the assistant nothing from the web.
   */
  siteKnowledge?(input: { brandName: string }): KnowledgeDocument[];
}
