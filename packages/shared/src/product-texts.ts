/**
 * Product data in the 14 site languages (issue 16 point 8, decision 025): a service's texts and an order line's title
 * are stored in English with their translations beside them, keyed by language; a reader gets their language where it
 * exists and English otherwise, told which by `lang`. No zod here: the public pages import this module.
 */
import type { SiteLanguage } from './languages';

/** A service's texts in one language. */
export interface ServiceText {
  title: string;
  description: string;
  features: string[];
}

/** A service's texts in the languages other than English (English is the row itself), keyed by language code. */
export type ServiceTranslations = Partial<Record<SiteLanguage, ServiceText>>;

/** An order line's title in the languages other than English, keyed by language code. */
export type TitleTranslations = Partial<Record<SiteLanguage, string>>;

/** The service's texts in `language` when translated there, else the English ones; `lang` says which. */
export function serviceTextIn(
  english: ServiceText,
  translations: ServiceTranslations,
  language: SiteLanguage,
): ServiceText & { lang: SiteLanguage } {
  const translated = language === 'en' ? undefined : translations[language];
  return translated?.title
    ? { title: translated.title, description: translated.description, features: translated.features, lang: language }
    : { title: english.title, description: english.description, features: english.features, lang: 'en' };
}

/** An order line's title in `language` when its snapshot has it, else the English title. */
export function titleIn(
  englishTitle: string,
  translations: TitleTranslations,
  language: SiteLanguage,
): { title: string; lang: SiteLanguage } {
  const translated = language === 'en' ? undefined : translations[language];
  return translated ? { title: translated, lang: language } : { title: englishTitle, lang: 'en' };
}

/** The titles of a service's translations, the snapshot an order line keeps. */
export const titleTranslationsOf = (translations: ServiceTranslations): TitleTranslations =>
  Object.fromEntries(
    Object.entries(translations).flatMap(([language, text]) => (text?.title ? [[language, text.title]] : [])),
  ) as TitleTranslations;

/** Lower-case without accents, so "Réseaux" matches "reseaux" and "BEWERTUNGEN" matches "Bewertungen". */
const searchable = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').trim();

/**
 * The services whose texts, as the visitor reads them (their language where translated), hold every word of the
 * query, in title, description or features. The marketplace runs it as the visitor types; `GET /api/services?q=`
 * runs the same on the server. An empty query keeps everything.
 */
export function searchServices<S extends Pick<ServiceText, 'title' | 'description' | 'features'>>(
  services: readonly S[],
  query: string,
): S[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...services];
  return services.filter((service) => {
    const text = searchable([service.title, service.description, ...service.features].join('\n'));
    return words.every((word) => text.includes(word));
  });
}
