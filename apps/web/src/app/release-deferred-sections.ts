import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { meQueryOptions } from '@/lib/auth';
import { releaseAll } from '@/lib/deferred-hydration';

/*
 * Every section still waiting (DeferredSection) hydrates once its server HTML may be out of date: after the first
 * navigation (new location context), or once the visitor turns out to be signed in (a member sees another pricing
 * card than the visitor the server rendered for).
 */

/** Releases the waiting sections once a signed-in session is known. */
export function releaseDeferredSectionsOnSignIn(queryClient: QueryClient): void {
  const sessionKey = meQueryOptions().queryKey;
  const stop = queryClient.getQueryCache().subscribe(({ query }) => {
    if (query.queryKey[0] !== sessionKey[0] || !query.state.data) return;
    stop();
    releaseAll();
  });
}

/**
 * Releases the waiting sections on the first navigation. It runs while rendering, before the next page's sections
 * mount, so they render at once instead of waiting; releasing twice changes nothing.
 */
export function ReleaseDeferredSectionsOnNavigation(): null {
  const { key } = useLocation();
  const [renderedKey] = useState(key);
  if (key !== renderedKey) releaseAll();
  return null;
}
