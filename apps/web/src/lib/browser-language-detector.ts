import {
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  normalizeLanguage,
  type SiteLanguage,
} from '@receptiva/shared';
import type { LanguageDetectorModule } from 'i18next';
import { getCookie, setCookie } from './cookies';

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

const readStorage = (storage: () => Storage): string | null => {
  try {
    return storage().getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // Storage can be disabled (privacy settings); that source is then simply empty.
  }
};

/**
 * The browser's sources in order (decision 008; the server follows the same one with Accept-Language for the
 * browser's languages). Each is read only when the ones before it gave nothing usable.
 */
const SOURCES: (() => readonly (string | null)[])[] = [
  () => [new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM)],
  () => [getCookie(LANGUAGE_COOKIE)],
  () => [readStorage(() => window.localStorage)],
  () => [readStorage(() => window.sessionStorage)],
  () => navigator.languages ?? [navigator.language],
  () => [document.documentElement.lang],
];

/**
 * The first site language found, every value passed through `normalizeLanguage` (spec §5): values that look like
 * injection attempts or are not site languages are dropped, so detection moves on to the next source and finally
 * to English.
 */
export function detectBrowserLanguage(): SiteLanguage {
  for (const source of SOURCES) {
    for (const value of source()) {
      const language = value ? normalizeLanguage(value) : null;
      if (language) return language;
    }
  }
  return FALLBACK_LANGUAGE;
}

/** Keeps the choice in local storage, and in the cookie that tells the server which language to render next. */
function rememberLanguage(language: string): void {
  const code = normalizeLanguage(language);
  if (!code) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Storage disabled: the cookie still carries the choice.
  }
  setCookie(LANGUAGE_COOKIE, code, { maxAgeSeconds: ONE_YEAR_IN_SECONDS, path: '/', sameSite: 'Lax' });
}

/** i18next's language detector for the browser. */
export const browserLanguageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => detectBrowserLanguage(),
  cacheUserLanguage: rememberLanguage,
};
