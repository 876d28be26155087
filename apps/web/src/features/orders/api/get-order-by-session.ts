import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getOrderBySession = (sessionId: string, signal?: AbortSignal) =>
  api.get('/api/orders/by-session/:sessionId', { param: { sessionId } }, { signal });

export const getOrderBySessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['order-by-session', sessionId],
    queryFn: ({ signal }) => getOrderBySession(sessionId, signal),
    retry: false,
  });

/** The marketplace order a checkout session paid for (its buyer only). */
export const useOrderBySession = (sessionId: string | null) =>
  useQuery({ ...getOrderBySessionQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) });
