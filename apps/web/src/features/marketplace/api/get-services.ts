import { type MarketplaceServiceList, PAGE_QUERY_KEYS, type SiteLanguage } from '@receptiva/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { usePageLanguage } from '@/lib/use-page-language';

export const getServices = (language: SiteLanguage, signal?: AbortSignal): Promise<MarketplaceServiceList> =>
  api.get('/api/services', { query: { lng: language } }, { signal });

interface ServicesViewer {
  userId: string | null;
  isMember: boolean;
}

const VISITOR: ServicesViewer = { userId: null, isMember: false };

/**
 * Keyed by the page's language (the texts are translated) and the signed-in user and their membership: what the
 * server shows (prices) depends on who asks, so a new session answer (after sign-in or a paid membership) asks again.
 * A visitor's key is the one server-rendered pages fill in (PAGE_QUERY_KEYS.visitorServices).
 */
export const getServicesQueryOptions = (viewer: ServicesViewer, language: SiteLanguage) =>
  queryOptions({
    queryKey:
      viewer.userId === null
        ? PAGE_QUERY_KEYS.visitorServices(language)
        : ['services', language, viewer.userId, viewer.isMember],
    queryFn: ({ signal }) => getServices(language, signal),
    staleTime: 60_000,
  });

/**
 * The active services and who the server took the caller for (GET /api/services). Until the session is known, the
 * visitor's list stands in: a server-rendered page was rendered with it, so hydration shows the same cards. Once
 * the session is known, a signed-in caller's own list replaces it; `isViewerKnown` is false until then.
 */
export function useServices(options: { enabled?: boolean } = {}) {
  const auth = useAuth();
  const language = usePageLanguage();
  const viewer = auth.loading ? VISITOR : { userId: auth.user?.id ?? null, isMember: auth.isMember };
  const query = useQuery({
    ...getServicesQueryOptions(viewer, language),
    enabled: !auth.loading && options.enabled !== false,
    placeholderData: keepPreviousData,
  });
  return { query, isViewerKnown: !auth.loading && !query.isPlaceholderData };
}
