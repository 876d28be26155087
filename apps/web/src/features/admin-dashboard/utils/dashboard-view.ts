import { DASHBOARD_PERIODS, type DashboardPeriod, DEFAULT_DASHBOARD_PERIOD } from '@receptiva/shared/dashboard-periods';

export interface DashboardView {
  period: DashboardPeriod;
  /** A custom range (UTC days), both or neither. */
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period in the URL; an unknown preset reads as the default, a half-given range is ignored. */
export function readDashboardView(params: URLSearchParams): DashboardView {
  const period = params.get('period');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const view: DashboardView = {
    period: DASHBOARD_PERIODS.includes(period as DashboardPeriod)
      ? (period as DashboardPeriod)
      : DEFAULT_DASHBOARD_PERIOD,
  };
  return DAY.test(from) && DAY.test(to) ? { ...view, from, to } : view;
}

/** The search string of a view: the default period is left out, so /admin is the 30-day view. */
export function dashboardSearch(view: DashboardView): string {
  const params = new URLSearchParams();
  if (view.from && view.to) {
    params.set('from', view.from);
    params.set('to', view.to);
  } else if (view.period !== DEFAULT_DASHBOARD_PERIOD) params.set('period', view.period);
  const search = params.toString();
  return search ? `?${search}` : '';
}
