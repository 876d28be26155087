import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export const NotFoundRoute = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn('404: no route matches', pathname);
  }, [pathname]);

  return (
    <PageLayout>
      <section className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
        <p className="text-6xl font-bold tracking-tight text-primary-600">{t('notFound.code')}</p>
        <h1 className="text-2xl font-semibold text-slate-900">{t('notFound.title')}</h1>
        <Button asChild className="mt-2">
          <Link to={paths.home.getHref()}>
            <Home aria-hidden="true" />
            {t('notFound.returnHome')}
          </Link>
        </Button>
      </section>
    </PageLayout>
  );
};
