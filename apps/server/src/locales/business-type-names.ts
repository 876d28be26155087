import { FALLBACK_LANGUAGE, normalizeLanguage } from '@receptiva/shared';
// One source for the business types' names, in every language: the web's grid and booking form read the same files.
import { BUSINESS_TYPE_CATALOGS } from '@receptiva/shared/business-type-catalogs';
import { translateEmail } from './index';

/** The booking form's choice for a business not in the list. */
const OTHER_BUSINESS_TYPE = 'other';

/**
 * The name of a business type chosen in the booking form (its id), in `locale`; 'Other' for the form's other
 * choice. Any other value (an older client, a typed name) is shown as it was sent.
 */
export function businessTypeName(value: string, locale: string | null | undefined): string {
  const language = normalizeLanguage(locale) ?? FALLBACK_LANGUAGE;
  if (value === OTHER_BUSINESS_TYPE) return translateEmail(language, 'businessTypeOther');
  const names: Record<string, { name: string }> = BUSINESS_TYPE_CATALOGS[language].types;
  return Object.hasOwn(names, value) ? names[value]!.name : value;
}
