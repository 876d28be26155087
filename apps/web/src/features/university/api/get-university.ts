import {
  FALLBACK_LANGUAGE,
  normalizeLanguage,
  PAGE_QUERY_KEYS,
  type SiteLanguage,
  type UniversityCatalog,
} from '@receptiva/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

export const getUniversity = (language: SiteLanguage, signal?: AbortSignal): Promise<UniversityCatalog> =>
  api.get('/api/university', { query: { lng: language } }, { signal });

/** Keyed by language: a server-rendered /university arrives with the current language's under this key. */
export const getUniversityQueryOptions = (language: SiteLanguage) =>
  queryOptions({
    queryKey: PAGE_QUERY_KEYS.university(language),
    queryFn: ({ signal }) => getUniversity(language, signal),
    staleTime: 5 * 60_000,
  });

/** The published playlists in the page's language; after a language change the previous list stays until it answers. */
export function useUniversity() {
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language) ?? FALLBACK_LANGUAGE;
  return useQuery({ ...getUniversityQueryOptions(language), placeholderData: keepPreviousData });
}
