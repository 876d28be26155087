import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from './error-boundary';

/**
 * Catches a page that fails to render or whose lazy chunk fails to load (for instance after a deploy). Keyed by the
 * path, so navigating elsewhere renders the next page afresh.
 */
export const RouteErrorBoundary = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={<RouteErrorMessage />}>
      {children}
    </ErrorBoundary>
  );
};

const RouteErrorMessage = () => {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center">
      <TriangleAlert aria-hidden="true" className="size-10 text-amber-500" />
      <h1 className="text-2xl font-semibold text-slate-900">{t('routeError.title')}</h1>
      <p className="max-w-md text-slate-600">{t('routeError.description')}</p>
      <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </div>
  );
};
