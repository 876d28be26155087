import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatCalendarDate } from '@/lib/format-date';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { dashboardSearch, readDashboardView } from '../utils/dashboard-view';
import { isDashboardEmpty } from '../utils/is-dashboard-empty';
import { DashboardFigures } from './dashboard-figures';
import { DashboardPeriodPicker } from './dashboard-period-picker';

const DashboardCharts = lazy(() =>
  import('./dashboard-charts').then((module) => ({ default: module.DashboardCharts })),
);

/** /admin: the period in the URL, its figures against the previous period, and the charts. */
export const AdminDashboard = () => {
  const { t, i18n } = useTranslation('admin-dashboard');
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readDashboardView(searchParams);
  const dashboard = useAdminDashboard(
    view.from && view.to ? { from: view.from, to: view.to } : { period: view.period },
  );
  const day = (value: string) => formatCalendarDate(`${value}T00:00:00Z`, i18n.language, 'medium');
  const figures = dashboard.data;
  const isEmpty = figures !== undefined && isDashboardEmpty(figures);

  return (
    <div className="grid gap-6">
      <DashboardPeriodPicker
        key={`${view.from}-${view.to}`}
        view={view}
        onCustom={(range) => setSearchParams(new URLSearchParams(dashboardSearch({ ...view, ...range })))}
      />
      {dashboard.isError ? (
        <div
          role="alert"
          className="grid justify-items-start gap-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <p>{t('state.failed')}</p>
          <Button variant="outline" size="sm" onClick={() => void dashboard.refetch()}>
            {t('state.retry')}
          </Button>
        </div>
      ) : !figures ? (
        <Spinner label={t('state.loading')} showLabel />
      ) : (
        <div className="grid gap-8" aria-busy={dashboard.isPlaceholderData || undefined}>
          <p className="text-sm text-slate-600">
            {t('period.showing', {
              from: day(figures.range.from),
              to: day(figures.range.to),
              previousFrom: day(figures.range.previousFrom),
              previousTo: day(figures.range.previousTo),
            })}
          </p>
          {isEmpty ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-slate-600">
              {t('state.empty')}
            </p>
          ) : null}
          <DashboardFigures figures={figures} />
          <section aria-labelledby="dashboard-charts" className="grid gap-3">
            <h2 id="dashboard-charts" className="text-lg font-semibold text-slate-900">
              {t('sections.charts')}
            </h2>
            <Suspense fallback={<Spinner label={t('charts.loading')} showLabel />}>
              <DashboardCharts figures={figures} />
            </Suspense>
          </section>
        </div>
      )}
    </div>
  );
};
