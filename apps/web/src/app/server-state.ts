import { isSiteLanguage, type PageQuery, type PublicSettings, type SiteLanguage } from '@receptiva/shared';
import type { LanguageResources } from '@/locales/namespaces';

/** The id of the JSON script element that carries a server render's state to the browser. */
export const SERVER_STATE_ELEMENT_ID = 'receptiva-state';

/** What the browser needs to hydrate a server-rendered page exactly as the server rendered it. */
export interface ServerState {
  language: SiteLanguage;
  /** The catalogs the render used, in its language. */
  resources: LanguageResources;
  settings: PublicSettings;
  /** The public data the page was rendered with (RenderPageInput.queries). */
  queries: PageQuery[];
}

/** JSON for a `<script type="application/json">`: `<` is escaped so no value can end the element. */
export const serializeServerState = (state: ServerState): string => JSON.stringify(state).replace(/</g, '\\u003c');

/** The state of a server-rendered page, or null for a page the browser renders itself. */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as Partial<ServerState>;
    if (!isSiteLanguage(state.language) || !state.resources || !state.settings) return null;
    if (!Array.isArray(state.queries)) return null;
    return state as ServerState;
  } catch {
    return null;
  }
}
