import { FALLBACK_LANGUAGE, normalizeLanguage, type SiteLanguage } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';

/** The page's language, in which the blog asks for its posts (English fills in per post). */
export function useContentLanguage(): SiteLanguage {
  const { i18n } = useTranslation();
  return normalizeLanguage(i18n.language) ?? FALLBACK_LANGUAGE;
}
