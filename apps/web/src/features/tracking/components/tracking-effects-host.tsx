import { Suspense } from 'react';
import { useIsIdle } from '@/hooks/use-is-idle';
import { lazyPage } from '@/lib/lazy-page';

const TrackingEffects = lazyPage(() => import('./tracking-effects'), 'TrackingEffects');

/**
 * The tracking code loads once the page is interactive and the browser idle: nothing the visitor sees waits for it.
 * Its first PageView is then for the page being shown (the location it mounts in).
 */
export const TrackingEffectsHost = () => {
  const isIdle = useIsIdle();
  if (!isIdle) return null;
  return (
    <Suspense fallback={null}>
      <TrackingEffects />
    </Suspense>
  );
};
