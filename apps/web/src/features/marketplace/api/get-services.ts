import type { MarketplaceServiceList } from '@receptiva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export const getServices = (signal?: AbortSignal): Promise<MarketplaceServiceList> =>
  api.get<MarketplaceServiceList>(paths.api.services, { signal });

/**
 * Keyed by the signed-in user and their membership: what the server shows (prices) depends on who asks, so a new
 * session answer (after sign-in or a paid membership) asks again.
 */
export const getServicesQueryOptions = (viewer: { userId: string | null; isMember: boolean }) =>
  queryOptions({
    queryKey: ['services', viewer.userId, viewer.isMember],
    queryFn: ({ signal }) => getServices(signal),
    staleTime: 60_000,
  });

/**
 * The active services and who the server took the caller for (GET /api/services). Asked once the session is known,
 * so a server render and its hydration both show the loading state.
 */
export const useServices = (viewer: { userId: string | null; isMember: boolean }, options: { enabled: boolean }) =>
  useQuery({ ...getServicesQueryOptions(viewer), enabled: options.enabled });
