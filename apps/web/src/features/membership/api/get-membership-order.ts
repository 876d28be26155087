import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getMembershipOrder = (sessionId: string, signal?: AbortSignal) =>
  api.get('/api/membership/orders/by-session/:sessionId', { param: { sessionId } }, { signal });

export const getMembershipOrderQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['membership-order', sessionId],
    queryFn: ({ signal }) => getMembershipOrder(sessionId, signal),
    retry: false,
  });

/** The order a checkout session paid for (its owner only). */
export const useMembershipOrder = (sessionId: string | null) =>
  useQuery({ ...getMembershipOrderQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) });
