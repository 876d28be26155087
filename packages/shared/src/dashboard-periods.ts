// The admin dashboard's periods (decision 031). No zod here: the web's period picker imports them.

export const DASHBOARD_PERIODS = ['7d', '30d', '90d', '12m'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = '30d';
/** Days of each preset period, today (UTC) included. */
export const DASHBOARD_PERIOD_DAYS: Record<DashboardPeriod, number> = { '7d': 7, '30d': 30, '90d': 90, '12m': 365 };
/** A custom range spans at most two years; its days lie between these (the previous period may start before). */
export const DASHBOARD_MAX_DAYS = 731;
export const DASHBOARD_FIRST_DAY = '2000-01-01';
export const DASHBOARD_LAST_DAY = '2999-12-31';

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included (UTC calendar days). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
