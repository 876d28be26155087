import {
  type AdminDashboard,
  type adminDashboardQuerySchema,
  DASHBOARD_PERIOD_DAYS,
  daysBetween,
} from '@receptiva/shared';
import type { z } from 'zod';

type Query = z.output<typeof adminDashboardQuerySchema>;
export type DashboardRange = AdminDashboard['range'];

/** Longer periods are charted by month: 92 daily points is the most a chart of a quarter reads well. */
const MAX_DAILY_BUCKETS = 92;

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The chosen days (UTC, both ends included) and the previous period of equal length that ends the day before.
 * A preset ends today; a custom range is taken as given.
 */
export function dashboardRangeOf(query: Query, today = new Date().toISOString().slice(0, 10)): DashboardRange {
  const custom = query.from !== undefined && query.to !== undefined;
  const to = custom ? query.to! : today;
  const days = custom ? daysBetween(query.from!, query.to!) : DASHBOARD_PERIOD_DAYS[query.period];
  const from = custom ? query.from! : addDays(to, 1 - days);
  return {
    period: custom ? null : query.period,
    from,
    to,
    previousFrom: addDays(from, -days),
    previousTo: addDays(from, -1),
    days,
    granularity: days <= MAX_DAILY_BUCKETS ? 'day' : 'month',
  };
}

/** The range's instants for SQL: previous start, current start, end (exclusive: the day after `to`). */
export const boundsOf = (range: DashboardRange) => ({
  previousStart: `${range.previousFrom}T00:00:00Z`,
  start: `${range.from}T00:00:00Z`,
  end: `${addDays(range.to, 1)}T00:00:00Z`,
});
export type DashboardBounds = ReturnType<typeof boundsOf>;

/** Every bucket of the current period, so a chart has a point (zero) where nothing happened. */
export function bucketsOf(range: DashboardRange): string[] {
  const buckets: string[] = [];
  if (range.granularity === 'day') {
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) buckets.push(day);
    return buckets;
  }
  return monthsBetween(range.from, range.to);
}

/** `YYYY-MM` of each calendar month from `from`'s to `to`'s. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}
