import type { SiteLanguage } from '@receptiva/shared';

/**
 * The PostgreSQL text-search configuration per site language: stemming where PostgreSQL ships a dictionary (the
 * same list in PGlite and PostgreSQL 15+), `simple` (lower-cased words, no stemming) for the others.
 */
const CONFIGS: Record<SiteLanguage, string> = {
  en: 'english',
  es: 'spanish',
  fr: 'french',
  de: 'german',
  pt: 'portuguese',
  it: 'italian',
  ru: 'russian',
  ar: 'arabic',
  hi: 'hindi',
  zh: 'simple',
  ja: 'simple',
  ko: 'simple',
  he: 'simple',
  fa: 'simple',
};

export const textSearchConfigOf = (language: string): string => CONFIGS[language as SiteLanguage] ?? 'simple';
