import { useTranslation } from 'react-i18next';
import { AdminDashboard } from '@/features/admin-dashboard/components/admin-dashboard';

/** /admin (issue 17 point 2): the business in figures for a period against the one before. */
export const AdminDashboardRoute = () => {
  const { t } = useTranslation('admin-dashboard');
  return (
    <section className="grid min-w-0 content-start gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="text-slate-600">{t('intro')}</p>
      </div>
      <AdminDashboard />
    </section>
  );
};
