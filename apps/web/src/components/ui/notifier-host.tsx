import { Suspense } from 'react';
import { lazyPage } from '@/lib/lazy-page';
import { useNotifierRequested } from '@/lib/notifier';

const Notifier = lazyPage(() => import('./sonner'), 'Notifier');

/** Mounts the notifier when the first notice is shown (lib/notifier). */
export const NotifierHost = () =>
  useNotifierRequested() ? (
    <Suspense fallback={null}>
      <Notifier />
    </Suspense>
  ) : null;
