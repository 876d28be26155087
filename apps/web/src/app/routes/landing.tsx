import { homePathFor } from '@receptiva/shared';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

export const LandingRoute = () => {
  const { t } = useTranslation('pages');
  const { user, role, loading } = useAuth();
  return (
    <PageLayout>
      <section className="relative isolate flex flex-1 items-center overflow-hidden bg-gradient-to-b from-primary-50 to-slate-50">
        <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-24 text-center sm:px-6">
          <h1 className="text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {t('home.title')}
          </h1>
          <p className="mx-auto max-w-2xl text-lg text-pretty text-slate-600">{t('home.description')}</p>
          {loading ? null : (
            <div className="flex justify-center">
              <Button asChild size="lg">
                <Link to={user ? homePathFor(role ?? 'user') : paths.auth.getHref()}>
                  {user ? t('home.secondaryAction') : t('home.primaryAction')}
                  <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
                </Link>
              </Button>
            </div>
          )}
        </div>
      </section>
    </PageLayout>
  );
};
