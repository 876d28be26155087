import { createContext, useContext } from 'react';
import type { HeadCollector } from './head-collector';

/** What a server render provides that the browser reads from `window` and `document`. */
export interface ServerRenderContextValue {
  /** The site's public origin (PUBLIC_URL), for absolute URLs in meta tags and JSON-LD. */
  origin: string;
  /** Receives the page's title, meta tags and JSON-LD for the document's <head>. */
  head: HeadCollector;
}

const ServerRenderContext = createContext<ServerRenderContextValue | null>(null);

export const ServerRenderProvider = ServerRenderContext.Provider;

/** The server render's context, or null in the browser. */
export const useServerRender = (): ServerRenderContextValue | null => useContext(ServerRenderContext);

/** The site's origin: the server's public URL while server rendering, else the page's. */
export const useSiteOrigin = (): string => useServerRender()?.origin ?? window.location.origin;
