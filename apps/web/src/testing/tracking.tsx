import { AFFILIATE_COOKIE } from '@receptiva/shared';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { SEO_MARKER } from '@/components/seo/meta-tags';
import { RouteMeta } from '@/components/seo/route-meta';
import { ConsentBanner } from '@/features/tracking/components/consent-banner';
import { TrackingEffects } from '@/features/tracking/components/tracking-effects';
import { removeChatWidget } from '@/features/tracking/utils/chat-widget';
import { resetAnalytics } from '@/lib/analytics';
import { clearConsent } from '@/lib/consent';
import { deleteCookie } from '@/lib/cookies';
import { SCRIPT_MARKER } from '@/lib/load-script';

/**
 * Renders the consent banner, TrackingEffects and RouteMeta as the root layout does, around `page` (any path matches).
 * Pair with `mockApi()`.
 */
export function renderWithTracking(path = '/', page: ReactNode = <h1>Page</h1>) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <ConsentBanner />
            <TrackingEffects />
            <RouteMeta />
          </>
        ),
        children: [{ path: '*', element: page }],
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, user };
}

/** Forgets everything the tracking code keeps per page: scripts, the pixel, consent, the affiliate cookie, <head> tags. */
export function resetTracking(): void {
  removeChatWidget();
  resetAnalytics();
  clearConsent();
  for (const element of document.querySelectorAll(`[${SCRIPT_MARKER}], [${SEO_MARKER}]`)) element.remove();
  for (const element of document.head.querySelectorAll('script[type="application/ld+json"]')) element.remove();
  delete window.fbq;
  delete window._fbq;
  deleteCookie(AFFILIATE_COOKIE);
}

/** The third-party scripts currently in the page, by id. */
export const loadedScripts = (): string[] =>
  [...document.querySelectorAll(`script[${SCRIPT_MARKER}]`)].map((script) => script.id);

/** afterInteractive() falls back to a timeout in jsdom (no requestIdleCallback): let it run. */
export const idle = () => new Promise<void>((resolve) => setTimeout(resolve, 10));
