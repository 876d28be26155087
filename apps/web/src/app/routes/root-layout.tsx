import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullScreenLoader } from '@/components/layouts/full-screen-loader';
import { FloatingBookDemoButton } from '@/features/booking/components/floating-book-demo-button';
import { ConsentBanner } from '@/features/tracking/components/consent-banner';
import { TrackingEffects } from '@/features/tracking/components/tracking-effects';

/**
 * Every page is lazy: while its code loads, the full-screen 'Loading...' shows (spec §2). The floating Book Demo
 * button, the consent banner and the tracking effects live beside the page, outside its Suspense boundary, so a
 * page change neither remounts nor hides them.
 */
export const RootLayout = () => (
  <>
    <Suspense fallback={<FullScreenLoader />}>
      <Outlet />
    </Suspense>
    <FloatingBookDemoButton />
    <ConsentBanner />
    <TrackingEffects />
    <ScrollRestoration />
  </>
);
