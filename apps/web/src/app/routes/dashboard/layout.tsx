import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Spinner } from '@/components/ui/spinner';
import { DashboardPastDueBanner } from '@/features/billing/components/dashboard-past-due-banner';
import { DashboardNav } from '@/features/dashboard/components/dashboard-nav';
import { DashboardViewSwitcher } from '@/features/dashboard/components/dashboard-view-switcher';

/**
 * Every dashboard page: the view switcher and the same navigation (a side column on wide screens, a sideways
 * scrolling row on small ones) beside the page, which starts with its title area (DashboardPageHeader).
 */
export const DashboardLayout = () => {
  const { t } = useTranslation();
  return (
    <PageLayout>
      <div className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 lg:px-8 lg:py-10">
        <div className="grid min-w-0 grid-cols-1 content-start gap-4 lg:sticky lg:top-24 lg:self-start">
          <DashboardViewSwitcher />
          <DashboardNav />
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <DashboardPastDueBanner />
          <Suspense
            fallback={
              <div className="flex justify-center py-20">
                <Spinner label={t('loading')} showLabel />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </div>
      </div>
    </PageLayout>
  );
};
