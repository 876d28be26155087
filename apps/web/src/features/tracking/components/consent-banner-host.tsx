import { Suspense } from 'react';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { useConsent } from '@/lib/consent';
import { lazyPage } from '@/lib/lazy-page';

const ConsentBanner = lazyPage(() => import('./consent-banner'), 'ConsentBanner');

/** Loads the banner's code only for a visitor who has not chosen yet, or who reopened the preferences. */
export const ConsentBannerHost = () => {
  const { choice, preferencesOpen } = useConsent();
  const isHydrated = useIsHydrated();
  if (!isHydrated || (choice !== null && !preferencesOpen)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
};
