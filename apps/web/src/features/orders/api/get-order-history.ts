import type { SiteLanguage } from '@receptiva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePageLanguage } from '@/lib/use-page-language';

export const getOrderHistory = (language: SiteLanguage, signal?: AbortSignal) =>
  api.get('/api/orders', { query: { lng: language } }, { signal });

export const getOrderHistoryQueryOptions = (language: SiteLanguage) =>
  queryOptions({
    queryKey: ['order-history', language],
    queryFn: ({ signal }) => getOrderHistory(language, signal),
  });

/** The signed-in user's marketplace and membership orders, newest first, lines titled in the page's language. */
export function useOrderHistory() {
  return useQuery(getOrderHistoryQueryOptions(usePageLanguage()));
}
