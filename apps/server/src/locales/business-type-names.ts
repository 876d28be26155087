import { FALLBACK_LANGUAGE, normalizeLanguage, type SiteLanguage } from '@receptiva/shared';
// The business types' translated names are the web's (its `industries` catalogs): one source for the grid, the
// booking form's choices and the booking e-mails.
import ar from '../../../web/src/locales/ar/industries.json';
import de from '../../../web/src/locales/de/industries.json';
import en from '../../../web/src/locales/en/industries.json';
import es from '../../../web/src/locales/es/industries.json';
import fa from '../../../web/src/locales/fa/industries.json';
import fr from '../../../web/src/locales/fr/industries.json';
import he from '../../../web/src/locales/he/industries.json';
import hi from '../../../web/src/locales/hi/industries.json';
import it from '../../../web/src/locales/it/industries.json';
import ja from '../../../web/src/locales/ja/industries.json';
import ko from '../../../web/src/locales/ko/industries.json';
import pt from '../../../web/src/locales/pt/industries.json';
import ru from '../../../web/src/locales/ru/industries.json';
import zh from '../../../web/src/locales/zh/industries.json';
import { translateEmail } from './index';

type TypeNames = Record<string, { name: string } | undefined>;
const TYPE_NAMES: Record<SiteLanguage, TypeNames> = {
  en: en.types,
  zh: zh.types,
  hi: hi.types,
  es: es.types,
  fr: fr.types,
  ar: ar.types,
  pt: pt.types,
  ru: ru.types,
  ja: ja.types,
  de: de.types,
  ko: ko.types,
  it: it.types,
  he: he.types,
  fa: fa.types,
};

/** The booking form's choice for a business not in the list. */
const OTHER_BUSINESS_TYPE = 'other';

/**
 * The name of a business type chosen in the booking form (its id), in `locale`; 'Other' for the form's other
 * choice. Any other value (an older client, a typed name) is shown as it was sent.
 */
export function businessTypeName(value: string, locale: string | null | undefined): string {
  const language = normalizeLanguage(locale) ?? FALLBACK_LANGUAGE;
  if (value === OTHER_BUSINESS_TYPE) return translateEmail(language, 'businessTypeOther');
  const names = Object.hasOwn(TYPE_NAMES[language], value) ? TYPE_NAMES[language] : null;
  return names?.[value]?.name ?? value;
}
