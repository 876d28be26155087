import type { SiteLanguage } from './languages';
import ar from './locales/ar/business-types.json';
import de from './locales/de/business-types.json';
import en from './locales/en/business-types.json';
import es from './locales/es/business-types.json';
import fa from './locales/fa/business-types.json';
import fr from './locales/fr/business-types.json';
import he from './locales/he/business-types.json';
import hi from './locales/hi/business-types.json';
import it from './locales/it/business-types.json';
import ja from './locales/ja/business-types.json';
import ko from './locales/ko/business-types.json';
import pt from './locales/pt/business-types.json';
import ru from './locales/ru/business-types.json';
import zh from './locales/zh/business-types.json';

/** One language's texts of the business types: each category's name, each type's name and description. */
export type BusinessTypeCatalog = typeof en;

/**
 * Every language's business-type texts, for the server (the booking e-mails name the chosen type). The web reads
 * the same files as its `business-types` i18n namespace, one language at a time, fetched when needed: it never
 * imports this module, which would put all 14 languages into its scripts. Not exported from the package index.
 */
export const BUSINESS_TYPE_CATALOGS: Record<SiteLanguage, BusinessTypeCatalog> = {
  en,
  zh,
  hi,
  es,
  fr,
  ar,
  pt,
  ru,
  ja,
  de,
  ko,
  it,
  he,
  fa,
};
