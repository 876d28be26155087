import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { meQueryOptions } from '@/lib/auth';
import { releaseAll } from '@/lib/deferred-hydration';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Hydrates every section still waiting (DeferredSection) once its server HTML may be out of date: after the first
 * navigation (new location context), or once the visitor turns out to be signed in (a member sees another pricing
 * card than the visitor the server rendered for).
 */
export function releaseDeferredSectionsWhenStale(router: Router, queryClient: QueryClient): void {
  const renderedLocation = router.state.location;
  const stopRouter = router.subscribe((state) => {
    if (state.location !== renderedLocation) release();
  });
  const sessionKey = meQueryOptions().queryKey;
  const stopSession = queryClient.getQueryCache().subscribe(({ query }) => {
    if (query.queryKey[0] === sessionKey[0] && query.state.data) release();
  });
  function release() {
    stopRouter();
    stopSession();
    releaseAll();
  }
}
