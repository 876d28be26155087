import { FALLBACK_LANGUAGE, normalizeLanguage, type SiteLanguage } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';

/** The page's language as a site language: what the API is asked to translate product data into. */
export function usePageLanguage(): SiteLanguage {
  const { i18n } = useTranslation();
  return normalizeLanguage(i18n.language) ?? FALLBACK_LANGUAGE;
}
