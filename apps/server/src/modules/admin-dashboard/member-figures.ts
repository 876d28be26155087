import type { AdminDashboard } from '@receptiva/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { isActiveMembershipOrder } from '../../lib/access/membership-activity';
import type { DashboardBounds } from './dashboard-range';

interface MemberRow {
  active: number | string;
  past_due: number | string;
  cancelled: number | string;
  joined_current: number | string;
  joined_previous: number | string;
  left_current: number | string;
  left_previous: number | string;
}

/**
 * Paid memberships (admin grants included) in one pass. Their state is today's, read through the access rule as
 * the pages show it (decision 022): active, past due within its grace, and cancelled = cancelled in the 30-day window
 * or ended (completed commitments are neither). Joined: paid in the period. Left: the first of cancelled, ended at the
 * provider, past due beyond grace, or fully refunded, in the period.
 */
export async function memberFigures(
  db: Db,
  { previousStart, start, end }: DashboardBounds,
): Promise<AdminDashboard['members']> {
  const joinedAt = sql`coalesce(paid_at, created_at)`;
  const leftAt = sql`least(cancelled_at, refunded_at,
    case when subscription_status = 'ended' then subscription_state_at end,
    case when subscription_status = 'past_due' and grace_ends_at <= now() then grace_ends_at end)`;
  const inCurrent = (at: ReturnType<typeof sql>) => sql`${at} >= ${start}::timestamptz and ${at} < ${end}::timestamptz`;
  const inPrevious = (at: ReturnType<typeof sql>) =>
    sql`${at} >= ${previousStart}::timestamptz and ${at} < ${start}::timestamptz`;
  const [row] = await queryRows<MemberRow>(
    db,
    sql`select
      count(*) filter (where is_active and cancelled_at is null and subscription_status <> 'past_due') as active,
      count(*) filter (where is_active and cancelled_at is null and subscription_status = 'past_due') as past_due,
      count(*) filter (where (cancelled_at is not null or not is_active) and subscription_status <> 'completed') as cancelled,
      count(*) filter (where ${inCurrent(joinedAt)}) as joined_current,
      count(*) filter (where ${inPrevious(joinedAt)}) as joined_previous,
      count(*) filter (where ${inCurrent(leftAt)}) as left_current,
      count(*) filter (where ${inPrevious(leftAt)}) as left_previous
    from (select *, (${isActiveMembershipOrder}) as is_active from membership_orders where status = 'paid') as paid_memberships`,
  );
  const n = (value: number | string | undefined) => Number(value ?? 0);
  return {
    active: n(row?.active),
    pastDue: n(row?.past_due),
    cancelled: n(row?.cancelled),
    joined: { current: n(row?.joined_current), previous: n(row?.joined_previous) },
    left: { current: n(row?.left_current), previous: n(row?.left_previous) },
  };
}
