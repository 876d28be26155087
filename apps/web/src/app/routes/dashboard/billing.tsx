import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { BillingOverview } from '@/features/billing/components/billing-overview';

/** /dashboard/billing: the signed-in user's membership billing (issue 5, point 4). */
export const DashboardBillingRoute = () => {
  const { t } = useTranslation('billing');
  return (
    <PageLayout>
      <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-10 sm:px-6">
        <Link
          to={paths.dashboard.getHref()}
          className="flex w-fit items-center gap-1 text-sm font-semibold text-primary-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('backToDashboard')}
        </Link>
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
          <p className="text-slate-600">{t('description')}</p>
        </div>
        <BillingOverview />
      </div>
    </PageLayout>
  );
};
