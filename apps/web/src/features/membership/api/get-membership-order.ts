import type { MembershipOrderView } from '@receptiva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export const getMembershipOrder = (sessionId: string, signal?: AbortSignal) =>
  api.get<MembershipOrderView>(`${paths.api.membershipOrderBySession}/${encodeURIComponent(sessionId)}`, { signal });

export const getMembershipOrderQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['membership-order', sessionId],
    queryFn: ({ signal }) => getMembershipOrder(sessionId, signal),
    retry: false,
  });

/** The order a checkout session paid for (its owner only). */
export const useMembershipOrder = (sessionId: string | null) =>
  useQuery({ ...getMembershipOrderQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) });
