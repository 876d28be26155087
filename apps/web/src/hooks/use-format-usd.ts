import { formatUsd } from '@receptiva/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * US dollars from cents in the page's language ("$1,000.00" in English, "1.000,00 $" in German). The server renders
 * with the same language, so a server-rendered page hydrates with the same text.
 */
export function useFormatUsd(): (cents: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((cents) => formatUsd(cents, language), [language]);
}
