import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/components/layouts/page-layout';
import { BillingLinkCard } from '@/features/billing/components/billing-link-card';
import { AccountSummary } from '@/features/dashboard/components/account-summary';
import { useAuth } from '@/lib/auth';

export const DashboardOverviewRoute = () => {
  const { t } = useTranslation('dashboard');
  const { me } = useAuth();
  const name = me?.profile?.firstName || me?.profile?.fullName;
  return (
    <PageLayout>
      <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-10 sm:px-6">
        <div className="grid gap-1">
          <p className="text-sm font-semibold text-primary-700">{t('title')}</p>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">
            {name ? t('welcome', { name }) : t('welcomeAnonymous')}
          </h1>
        </div>
        {me ? <AccountSummary me={me} /> : null}
        <BillingLinkCard />
        <p className="text-slate-600">{t('comingSoon')}</p>
      </div>
    </PageLayout>
  );
};
