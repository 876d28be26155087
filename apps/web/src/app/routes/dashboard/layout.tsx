import { Outlet } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';

/** Every dashboard page: the same navigation around the page (being built in issue 13). */
export const DashboardLayout = () => (
  <PageLayout>
    <Outlet />
  </PageLayout>
);
