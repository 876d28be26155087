import type { AdminDashboard } from '@receptiva/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { type DashboardBounds, type DashboardRange, monthsBetween } from './dashboard-range';

type MoneyKind = 'membership' | 'monthly' | 'marketplace' | 'refund';
interface MoneyRow {
  month: string;
  is_current: boolean;
  kind: MoneyKind;
  cents: number | string;
  count: number | string;
}

/**
 * Every movement of money from the previous period's start to the current one's end, summed per month, period and
 * kind in one statement (decision 031): membership checkouts paid (not admin grants, `manual`: no money moved), the
 * subscription's later invoices, marketplace orders paid, and refunds when they were made.
 */
const moneyRows = (db: Db, { previousStart, end, start }: DashboardBounds) =>
  queryRows<MoneyRow>(
    db,
    sql`with money as (
      select paid_at as at, 'membership' as kind, amount_cents as cents from membership_orders
        where paid_at >= ${previousStart}::timestamptz and paid_at < ${end}::timestamptz and provider <> 'manual'
      union all
      select paid_at, 'monthly', amount_cents from membership_charges
        where paid_at >= ${previousStart}::timestamptz and paid_at < ${end}::timestamptz
      union all
      select paid_at, 'marketplace', total_cents from orders
        where paid_at >= ${previousStart}::timestamptz and paid_at < ${end}::timestamptz
      union all
      select created_at, 'refund', amount_cents from payment_refunds
        where created_at >= ${previousStart}::timestamptz and created_at < ${end}::timestamptz
    )
    select to_char(at at time zone 'UTC', 'YYYY-MM') as month, at >= ${start}::timestamptz as is_current, kind,
      sum(cents) as cents, count(*) as count
    from money group by 1, 2, 3`,
  );

type Revenue = Pick<AdminDashboard, 'revenue' | 'marketplaceOrders' | 'revenueByMonth'>;

export async function revenueFigures(db: Db, range: DashboardRange, bounds: DashboardBounds): Promise<Revenue> {
  const rows = await moneyRows(db, bounds);
  const total = (kind: MoneyKind, current: boolean, field: 'cents' | 'count' = 'cents') =>
    rows
      .filter((row) => row.kind === kind && row.is_current === current)
      .reduce((sum, row) => sum + Number(row[field]), 0);
  const compared = (kind: MoneyKind, field: 'cents' | 'count' = 'cents') => ({
    current: total(kind, true, field),
    previous: total(kind, false, field),
  });
  const net = (current: boolean) =>
    total('membership', current) + total('monthly', current) + total('marketplace', current) - total('refund', current);

  const monthTotal = (month: string, kinds: MoneyKind[]) =>
    rows
      .filter((row) => row.month === month && kinds.includes(row.kind))
      .reduce((sum, row) => sum + Number(row.cents), 0);
  const revenueByMonth = monthsBetween(range.previousFrom, range.to).map((month) => {
    const membershipCents = monthTotal(month, ['membership', 'monthly']);
    const marketplaceCents = monthTotal(month, ['marketplace']);
    const refundsCents = monthTotal(month, ['refund']);
    return {
      month,
      membershipCents,
      marketplaceCents,
      refundsCents,
      netCents: membershipCents + marketplaceCents - refundsCents,
    };
  });

  return {
    revenue: {
      membershipCheckoutsCents: compared('membership'),
      monthlyChargesCents: compared('monthly'),
      marketplaceCents: compared('marketplace'),
      refundsCents: compared('refund'),
      netCents: { current: net(true), previous: net(false) },
    },
    marketplaceOrders: { count: compared('marketplace', 'count'), revenueCents: compared('marketplace') },
    revenueByMonth,
  };
}
