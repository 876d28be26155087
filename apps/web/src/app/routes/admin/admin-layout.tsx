import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AdminCrumbLabelProvider } from '@/components/admin/admin-crumb-label';
import { PageLayout } from '@/components/layouts/page-layout';
import { Spinner } from '@/components/ui/spinner';
import { AdminBreadcrumbs } from '@/features/admin/components/admin-breadcrumbs';
import { AdminIdentity } from '@/features/admin/components/admin-identity';
import { AdminNav } from '@/features/admin/components/admin-nav';
import { AdminSearch } from '@/features/admin/components/admin-search';

/**
 * The back office's shell (issue 17 point 1): the sections at the side with who is signed in, breadcrumbs and the
 * search above each page. No chat widget here (`isAdminPath`, spec §2).
 */
export const AdminLayout = () => {
  const { t } = useTranslation();
  return (
    <PageLayout>
      <AdminCrumbLabelProvider>
        <div className="mx-auto grid w-full max-w-7xl flex-1 content-start gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[15rem_1fr] lg:px-8">
          <aside className="grid content-start gap-4 lg:sticky lg:top-4 lg:self-start">
            <AdminIdentity />
            <AdminNav />
          </aside>
          <div className="grid min-w-0 content-start gap-6">
            <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
              <AdminBreadcrumbs />
              <AdminSearch />
            </div>
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
