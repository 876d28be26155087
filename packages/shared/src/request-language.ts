import { FALLBACK_LANGUAGE, normalizeLanguage, type SiteLanguage } from './languages';

/** The cookie in which the browser keeps the visitor's language choice (i18next's detector writes it). */
export const LANGUAGE_COOKIE = 'i18next';

export interface LanguageSources {
  /** The `?lng=` value, if any. */
  query?: string | null;
  /** The `i18next` cookie, if any. */
  cookie?: string | null;
  /** The Accept-Language header, if any. */
  acceptLanguage?: string | null;
}

/** Accept-Language ranges, best first ("de-CH,de;q=0.9,en;q=0.8" → de-CH, de, en); q=0 means "not this one". */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=(.*)$/.exec(param)?.[1]).find(Boolean);
      const quality = q === undefined ? 1 : Number(q);
      return { range: range.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.range !== '' && entry.range !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.range);
}

/**
 * The language a server renders a page in, by the browser's own order (decision 008): `?lng`, then the `i18next`
 * cookie, then Accept-Language, then English. Unusable or unsafe values are skipped (spec §5).
 */
export function pickRequestLanguage({ query, cookie, acceptLanguage }: LanguageSources): SiteLanguage {
  const candidates = [query, cookie, ...(acceptLanguage ? parseAcceptLanguage(acceptLanguage) : [])];
  for (const candidate of candidates) {
    const language = normalizeLanguage(candidate);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}
