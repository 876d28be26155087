import {
  directionOf,
  FALLBACK_LANGUAGE,
  normalizeLanguage,
  SITE_LANGUAGE_CODES,
  type SiteLanguage,
} from '@receptiva/shared';
import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import admin from '@/locales/en/admin.json';
import auth from '@/locales/en/auth.json';
import booking from '@/locales/en/booking.json';
import common from '@/locales/en/common.json';
import consent from '@/locales/en/consent.json';
import dashboard from '@/locales/en/dashboard.json';
import errors from '@/locales/en/errors.json';
import home from '@/locales/en/home.json';
import industries from '@/locales/en/industries.json';
import nav from '@/locales/en/nav.json';
import pages from '@/locales/en/pages.json';
import roi from '@/locales/en/roi.json';
import seo from '@/locales/en/seo.json';

/** English ships in the main bundle; the other 13 languages are fetched on demand. */
export const englishResources = {
  admin,
  auth,
  booking,
  common,
  consent,
  dashboard,
  errors,
  home,
  industries,
  nav,
  pages,
  roi,
  seo,
} as const;
export const NAMESPACES = Object.keys(englishResources) as (keyof typeof englishResources)[];
export const DEFAULT_NAMESPACE = 'common';

const lazyCatalogs = import.meta.glob<ResourceKey>(['../locales/*/*.json', '!../locales/en/*.json'], {
  import: 'default',
});

const lazyCatalogBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const load = lazyCatalogs[`../locales/${language}/${namespace}.json`];
    // A catalog that does not exist yet resolves to nothing: i18next then falls back to English key by key.
    if (!load) return callback(null, {});
    load().then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The browser detector, with every detected value passed through `normalizeLanguage` (spec §5): values that look
 * like injection attempts or are not site languages are dropped, so detection moves on to the next source and
 * finally to English.
 */
class SafeLanguageDetector extends LanguageDetector {
  override detect(order?: string[]): string[] {
    const found = super.detect(order);
    const values = Array.isArray(found) ? found : found ? [found] : [];
    return values.map(normalizeLanguage).filter((value): value is SiteLanguage => value !== null);
  }
}

export const DETECTION_ORDER = ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'];

const applyDocumentLanguage = (language: string): void => {
  const code = normalizeLanguage(language) ?? FALLBACK_LANGUAGE;
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
};

/** Builds and initialises an i18next instance with the site's detection rules. */
export function createI18n(): { instance: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  instance.on('languageChanged', applyDocumentLanguage);
  const ready = instance
    .use(lazyCatalogBackend)
    .use(SafeLanguageDetector)
    .use(initReactI18next)
    .init({
      resources: { en: englishResources },
      partialBundledLanguages: true,
      ns: NAMESPACES,
      defaultNS: DEFAULT_NAMESPACE,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: SITE_LANGUAGE_CODES,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      detection: {
        order: DETECTION_ORDER,
        lookupQuerystring: 'lng',
        lookupCookie: 'i18next',
        lookupLocalStorage: 'i18nextLng',
        lookupSessionStorage: 'i18nextLng',
        caches: ['localStorage'],
      },
    });
  return { instance, ready };
}

const created = createI18n();
export const i18n = created.instance;
/** Resolves once the detected language's catalogs are loaded; render after it to avoid a flash of English. */
export const i18nReady = created.ready;
