import {
  directionOf,
  FALLBACK_LANGUAGE,
  normalizeLanguage,
  SITE_LANGUAGE_CODES,
  type SiteLanguage,
} from '@receptiva/shared';
import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserLanguageDetector } from './browser-language-detector';

export { detectBrowserLanguage } from './browser-language-detector';
export { i18n } from './i18n-instance';

import { DEFAULT_NAMESPACE, type LanguageResources, NAMESPACES, type Namespace } from '@/locales/namespaces';

/** Loads one catalog, or resolves to undefined when there is none. */
export type CatalogLoader = (language: string, namespace: string) => Promise<ResourceKey | undefined>;

const fetchCatalog: CatalogLoader = async (language, namespace) => {
  const { catalogUrl } = await import('./catalog-urls');
  const url = catalogUrl(language, namespace);
  if (!url) return undefined;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Catalog ${language}/${namespace} answered ${response.status}`);
  return (await response.json()) as ResourceKey;
};

const catalogBackend = (load: CatalogLoader): BackendModule => ({
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    load(language, namespace).then(
      (catalog) => callback(null, catalog ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
});

const applyDocumentLanguage = (language: string): void => {
  if (typeof document === 'undefined') return;
  const code = normalizeLanguage(language) ?? FALLBACK_LANGUAGE;
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
};

export interface I18nOptions {
  /** Start in this language (a server-rendered page's); detected from the browser when absent. */
  language?: SiteLanguage;
  /** Catalogs already at hand (embedded in the page, or bundled for tests); the rest are fetched on demand. */
  resources?: Partial<Record<SiteLanguage, LanguageResources>>;
  /** The namespaces to have before `ready` resolves; all of them by default. */
  namespaces?: readonly Namespace[];
  /** How missing catalogs are loaded: fetched from the build by default (tests import them). */
  loadCatalog?: CatalogLoader;
}

/**
 * Initialises `instance` with the site's rules. Every catalog has every key (tested), so there is no fallback
 * language to download: a language the site does not offer is replaced by English at detection.
 */
export function initI18n(instance: I18n, options: I18nOptions = {}): Promise<unknown> {
  instance.on('languageChanged', applyDocumentLanguage);
  return instance
    .use(catalogBackend(options.loadCatalog ?? fetchCatalog))
    .use(browserLanguageDetector)
    .use(initReactI18next)
    .init({
      lng: options.language,
      resources: options.resources,
      partialBundledLanguages: true,
      ns: [...(options.namespaces ?? NAMESPACES)],
      defaultNS: DEFAULT_NAMESPACE,
      fallbackLng: false,
      supportedLngs: SITE_LANGUAGE_CODES,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
}

/** A new, initialised instance (tests of the detection rules). */
export function createI18n(options: I18nOptions = {}): { instance: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  return { instance, ready: initI18n(instance, options) };
}
