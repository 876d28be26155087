import type { SiteLanguage } from '@receptiva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePageLanguage } from '@/lib/use-page-language';

export const getOrderBySession = (sessionId: string, language: SiteLanguage, signal?: AbortSignal) =>
  api.get('/api/orders/by-session/:sessionId', { param: { sessionId }, query: { lng: language } }, { signal });

export const getOrderBySessionQueryOptions = (sessionId: string, language: SiteLanguage) =>
  queryOptions({
    queryKey: ['order-by-session', sessionId, language],
    queryFn: ({ signal }) => getOrderBySession(sessionId, language, signal),
    retry: false,
  });

/** The marketplace order a checkout session paid for (its buyer only), its lines titled in the page's language. */
export function useOrderBySession(sessionId: string | null) {
  const language = usePageLanguage();
  return useQuery({ ...getOrderBySessionQueryOptions(sessionId ?? '', language), enabled: Boolean(sessionId) });
}
