import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { FooterSignupContext } from '@/components/layouts/footer-signup';
import { FullScreenLoader } from '@/components/layouts/full-screen-loader';
import { ScrollOnNavigation } from '@/components/layouts/scroll-on-navigation';
import { RouteMeta } from '@/components/seo/route-meta';
import { FloatingBookDemoButton } from '@/features/booking/components/floating-book-demo-button';
import { ConsentBannerHost } from '@/features/tracking/components/consent-banner-host';
import { TrackingEffectsHost } from '@/features/tracking/components/tracking-effects-host';
import { ReleaseDeferredSectionsOnNavigation } from '../release-deferred-sections';

/**
 * The footer's newsletter sign-up (issue 14), a chunk of its own: it is on every page, and the home page's first load
 * has a budget. The footer gives it a Suspense boundary, so on a server-rendered page it keeps its HTML and hydrates
 * once its code has arrived, after the page. A constant, so the context never changes after hydration.
 */
const FooterNewsletterSignup = lazy(() =>
  import('@/features/newsletter/components/footer-newsletter-signup').then((module) => ({
    default: module.FooterNewsletterSignup,
  })),
);

/**
 * Every page is lazy: while its code loads, the full-screen 'Loading...' shows (spec §2). The floating Book Demo
 * button, the consent banner and the tracking effects live beside the page, outside its Suspense boundary, so a
 * page change neither remounts nor hides them.
 */
export const RootLayout = () => {
  return (
    <>
      <ReleaseDeferredSectionsOnNavigation />
      <RouteErrorBoundary>
        <Suspense fallback={<FullScreenLoader />}>
          <FooterSignupContext value={FooterNewsletterSignup}>
            <Outlet />
          </FooterSignupContext>
          <AppReadyMarker />
        </Suspense>
      </RouteErrorBoundary>
      <FloatingBookDemoButton />
      <ConsentBannerHost />
      <TrackingEffectsHost />
      <RouteMeta />
      <ScrollOnNavigation />
    </>
  );
};

/**
 * `<html data-app-ready>` once the page itself has hydrated (or rendered) and run its effects. React hydrates a
 * Suspense boundary after the shell around it, so this sits inside the page's boundary. End-to-end tests wait for
 * it; the `app-ready` performance mark tells benchmarks what the page loaded before it was interactive.
 */
const AppReadyMarker = () => {
  useEffect(() => {
    if (document.documentElement.dataset.appReady) return;
    document.documentElement.dataset.appReady = 'true';
    performance.mark('app-ready');
  }, []);
  return null;
};
