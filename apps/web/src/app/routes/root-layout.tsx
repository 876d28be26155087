import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullScreenLoader } from '@/components/layouts/full-screen-loader';

/** Every page is lazy: while its code loads, the full-screen 'Loading...' shows (spec §2). */
export const RootLayout = () => (
  <>
    <Suspense fallback={<FullScreenLoader />}>
      <Outlet />
    </Suspense>
    <ScrollRestoration />
  </>
);
