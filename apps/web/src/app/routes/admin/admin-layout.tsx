import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Spinner } from '@/components/ui/spinner';
import { AdminNav } from '@/features/admin/components/admin-nav';

export const AdminLayout = () => {
  const { t } = useTranslation();
  return (
    <PageLayout>
      <div className="mx-auto grid w-full max-w-7xl flex-1 content-start gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[14rem_1fr] lg:px-8">
        <aside>
          <AdminNav />
        </aside>
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
    </PageLayout>
  );
};
