import {
  type AdminDashboard,
  DEMO_PAGE_PATHS,
  FUNNEL_STEPS,
  type FunnelStep,
  PRICING_PAGE_PATHS,
  ROI_CALCULATED_EVENT,
  VOICE_DEMO_STARTED_EVENT,
} from '@receptiva/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { DashboardBounds } from './dashboard-range';

type FunnelRow = { is_current: boolean } & Record<FunnelStep, number | string>;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Distinct visitors (the browser tab's analytics session id; an event without one is a visitor of its own) who
 * reached each step in the period, whatever they did before (decision 031): any event; a demo (booking request,
 * voice call, the agents page) or the ROI calculator; pricing (its page, ViewContent); InitiateCheckout; Purchase.
 */
export async function funnelFigures(
  db: Db,
  { previousStart, start, end }: DashboardBounds,
): Promise<AdminDashboard['funnel']> {
  const rows = await queryRows<FunnelRow>(
    db,
    sql`select is_current, count(*) as "visit",
        count(*) filter (where demo) as "demoOrRoi", count(*) filter (where pricing) as "pricing",
        count(*) filter (where checkout) as "checkout", count(*) filter (where paid) as "paid"
      from (
        select coalesce(session_id, id::text) as visitor, created_at >= ${start}::timestamptz as is_current,
          bool_or(name in ('Lead', ${VOICE_DEMO_STARTED_EVENT}, ${ROI_CALCULATED_EVENT})
            or (name = 'PageView' and path in (${list(DEMO_PAGE_PATHS)}))) as demo,
          bool_or(name = 'ViewContent' or (name = 'PageView' and path in (${list(PRICING_PAGE_PATHS)}))) as pricing,
          bool_or(name = 'InitiateCheckout') as checkout,
          bool_or(name = 'Purchase') as paid
        from analytics_events
        where created_at >= ${previousStart}::timestamptz and created_at < ${end}::timestamptz
        group by 1, 2
      ) as visitors
      group by is_current`,
  );
  const of = (current: boolean) => rows.find((row) => row.is_current === current);
  return FUNNEL_STEPS.map((step) => ({
    step,
    current: Number(of(true)?.[step] ?? 0),
    previous: Number(of(false)?.[step] ?? 0),
  }));
}
