import { useTranslation } from 'react-i18next';
import { WorkQueue } from '@/features/staff-dashboard/components/work-queue';

/** /staff-dashboard (issue 18 point 2): everything waiting for the team, one tab per kind of work. */
export const StaffWorkQueueRoute = () => {
  const { t } = useTranslation('staff-dashboard');
  return (
    <section className="grid min-w-0 content-start gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="text-slate-600">{t('intro')}</p>
      </div>
      <WorkQueue />
    </section>
  );
};
