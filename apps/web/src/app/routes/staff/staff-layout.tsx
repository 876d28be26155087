import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AdminCrumbLabelProvider } from '@/components/admin/admin-crumb-label';
import { PageLayout } from '@/components/layouts/page-layout';
import { Spinner } from '@/components/ui/spinner';
import { AdminIdentity } from '@/features/admin/components/admin-identity';
import { StaffBreadcrumbs } from '@/features/staff-dashboard/components/staff-breadcrumbs';
import { StaffNav } from '@/features/staff-dashboard/components/staff-nav';

/**
 * The staff dashboard's shell (issue 18 point 2), with the admin area's look: who is signed in and the sections at the
 * side, breadcrumbs above each page. Staff (role member) and admins; staff cannot open /admin (spec §2).
 */
export const StaffLayout = () => {
  const { t } = useTranslation();
  return (
    <PageLayout>
      <AdminCrumbLabelProvider>
        <div className="mx-auto grid w-full max-w-7xl flex-1 content-start gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[15rem_1fr] lg:px-8">
          <aside className="grid content-start gap-4 lg:sticky lg:top-4 lg:self-start">
            <AdminIdentity />
            <StaffNav />
          </aside>
          <div className="grid min-w-0 content-start gap-6">
            <StaffBreadcrumbs />
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
      </AdminCrumbLabelProvider>
    </PageLayout>
  );
};
