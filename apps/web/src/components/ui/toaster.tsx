import { Suspense } from 'react';
import { useToast } from '@/hooks/use-toast';
import { lazyPage } from '@/lib/lazy-page';

const ToastList = lazyPage(() => import('./toast-list'), 'ToastList');

/** Renders the spec's toast queue (limit 1); the toasts' code loads with the first one. */
export const Toaster = () => {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
};
