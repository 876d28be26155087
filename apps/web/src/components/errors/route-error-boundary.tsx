import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** Shown when a route fails to render or a lazy chunk fails to load (for instance after a deploy). */
export const RouteErrorBoundary = () => {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error('Route error', error);
  }, [error]);

  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center">
      <TriangleAlert aria-hidden="true" className="size-10 text-amber-500" />
      <h1 className="text-2xl font-semibold text-slate-900">{t('routeError.title')}</h1>
      <p className="max-w-md text-slate-600">{t('routeError.description')}</p>
      <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </div>
  );
};
