import {
  directionOf,
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  normalizeLanguage,
  SITE_LANGUAGE_CODES,
  type SiteLanguage,
} from '@receptiva/shared';
import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export { i18n } from './i18n-instance';

import { DEFAULT_NAMESPACE, type LanguageResources, NAMESPACES, type Namespace } from '@/locales/namespaces';

/** Loads one catalog, or resolves to undefined when there is none. */
export type CatalogLoader = (language: string, namespace: string) => Promise<ResourceKey | undefined>;

/**
 * Every catalog is a hashed JSON file of the build, fetched when its language and namespace are needed: data, not
 * script, so catalogs neither weigh on the JavaScript budget nor need parsing as code.
 */
const catalogUrls = import.meta.glob<string>('../locales/*/*.json', { query: '?url', import: 'default', eager: true });

const fetchCatalog: CatalogLoader = async (language, namespace) => {
  const url = catalogUrls[`../locales/${language}/${namespace}.json`];
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

/**
 * The browser detector, with every detected value passed through `normalizeLanguage` (spec §5): values that look
 * like injection attempts or are not site languages are dropped, so detection moves on to the next source and
 * finally to English.
 */
class SafeLanguageDetector extends LanguageDetector {
  override detect(order?: string[]): string[] {
    const found = super.detect(order);
    const values = Array.isArray(found) ? found : found ? [found] : [];
    const languages = values.map(normalizeLanguage).filter((value): value is SiteLanguage => value !== null);
    return languages.length > 0 ? languages : [FALLBACK_LANGUAGE];
  }
}

/** The browser's order; the server follows the same one with Accept-Language for `navigator` (decision 008). */
export const DETECTION_ORDER = ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'];

const ONE_YEAR_IN_MINUTES = 365 * 24 * 60;

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
    .use(SafeLanguageDetector)
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
      detection: {
        order: DETECTION_ORDER,
        lookupQuerystring: LANGUAGE_QUERY_PARAM,
        lookupCookie: LANGUAGE_COOKIE,
        lookupLocalStorage: 'i18nextLng',
        lookupSessionStorage: 'i18nextLng',
        // The cookie tells the server which language to render the next page in.
        caches: ['localStorage', 'cookie'],
        cookieMinutes: ONE_YEAR_IN_MINUTES,
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
    });
}

/** A new, initialised instance (tests of the detection rules). */
export function createI18n(options: I18nOptions = {}): { instance: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  return { instance, ready: initI18n(instance, options) };
}

/** The language the browser's own rules pick (query string, cookie, storage, browser languages), without caching. */
export function detectBrowserLanguage(): SiteLanguage {
  const detector = new SafeLanguageDetector(undefined, {
    order: DETECTION_ORDER,
    lookupQuerystring: LANGUAGE_QUERY_PARAM,
    lookupCookie: LANGUAGE_COOKIE,
  });
  return normalizeLanguage(detector.detect()[0]) ?? FALLBACK_LANGUAGE;
}
