import type { MarketplaceServiceList } from '@receptiva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export const getServices = (signal?: AbortSignal): Promise<MarketplaceServiceList> =>
  api.get<MarketplaceServiceList>(paths.api.services, { signal });

/** Keyed by the signed-in user: what the server shows (prices) depends on who asks. */
export const getServicesQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['services', userId],
    queryFn: ({ signal }) => getServices(signal),
    staleTime: 60_000,
  });

/**
 * The active services and who the server took the caller for (GET /api/services). Asked once the session is known,
 * so a server render and its hydration both show the loading state.
 */
export const useServices = (userId: string | null, isSessionKnown: boolean) =>
  useQuery({ ...getServicesQueryOptions(userId), enabled: isSessionKnown });
