import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadMatchedPages } from './app/preload-matched-pages';
import { AppProvider } from './app/provider';
import { releaseDeferredSectionsOnSignIn } from './app/release-deferred-sections';
import { AppRoutes, routes } from './app/router';
import { readServerState, type ServerState } from './app/server-state';
import { beginDeferredHydration } from './lib/deferred-hydration';
import { detectBrowserLanguage, i18n, initI18n } from './lib/i18n';
import { publicSettingsQueryOptions } from './lib/public-settings';
import { createQueryClient } from './lib/query-client';
import { enableRevealOnScroll } from './lib/reveal-on-scroll';
import { whenIdle } from './lib/when-idle';
import { yieldToMain } from './lib/yield-to-main';
import { NAMESPACES, type Namespace } from './locales/namespaces';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const queryClient = createQueryClient();

const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

/** A server-rendered public page (decision 008): hydrate it in the language and with the settings it was rendered in. */
async function hydrate(state: ServerState, container: HTMLElement) {
  // The page is already visible: each step below is a task of its own, so none blocks it for long.
  await yieldToMain();
  // Read before i18next caches the server's language in the cookie and storage.
  const preferred = detectBrowserLanguage();
  await yieldToMain();
  const pageCode = preloadMatchedPages(routes, window.location.pathname);
  await yieldToMain();
  queryClient.setQueryData(publicSettingsQueryOptions().queryKey, state.settings);
  for (const { queryKey, data } of state.queries) queryClient.setQueryData(queryKey, data);
  await initI18n(i18n, {
    language: state.language,
    resources: { [state.language]: state.resources },
    namespaces: Object.keys(state.resources) as Namespace[],
  });
  await pageCode;
  await yieldToMain();
  beginDeferredHydration();
  releaseDeferredSectionsOnSignIn(queryClient);
  // In a transition React hydrates in slices, yielding to the browser between them, not in one long task.
  startTransition(() => {
    hydrateRoot(container, app);
  });
  // A stored choice the server could not see; and, once idle, the other pages' catalogs for client-side navigation.
  if (preferred !== state.language) void i18n.changeLanguage(preferred);
  whenIdle(() => void i18n.loadNamespaces([...NAMESPACES]));
}

/** Any other page: render in the browser once the visitor's language is loaded, so nobody sees a flash of keys. */
async function render(container: HTMLElement) {
  await initI18n(i18n).catch((error: unknown) => console.warn('Language loading failed', error));
  createRoot(container).render(app);
}

enableRevealOnScroll();
const state = readServerState();
void (state ? hydrate(state, root) : render(root));
