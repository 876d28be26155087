import { Suspense } from 'react';
import { useIsIdle } from '@/hooks/use-is-idle';
import { useConsent } from '@/lib/consent';
import { lazyPage } from '@/lib/lazy-page';

const ConsentBanner = lazyPage(() => import('./consent-banner'), 'ConsentBanner');

/**
 * Loads the banner's code only for a visitor who has not chosen yet (once the page is interactive and the browser
 * idle: nothing else waits for it), or at once for one who reopened the preferences.
 */
export const ConsentBannerHost = () => {
  const { choice, preferencesOpen } = useConsent();
  const isIdle = useIsIdle();
  if (!preferencesOpen && (choice !== null || !isIdle)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
};
