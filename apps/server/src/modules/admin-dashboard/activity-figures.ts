import { type AdminDashboard, VOICE_DEMO_STARTED_EVENT } from '@receptiva/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { bucketsOf, type DashboardBounds, type DashboardRange } from './dashboard-range';

type ActivityKind = 'signUps' | 'demoBookings' | 'voiceDemoSessions' | 'newsletterSubscribers';
interface ActivityRow {
  bucket: string;
  is_current: boolean;
  kind: ActivityKind;
  count: number | string;
}

/**
 * Accounts created, demo requests, voice demo calls connected (the first-party `VoiceDemoStarted` event: the local
 * agent's session tokens are deleted an hour after use and ElevenLabs calls make none) and newsletter addresses
 * confirmed, counted per bucket and period in one statement.
 */
const activityRows = (db: Db, range: DashboardRange, { previousStart, start, end }: DashboardBounds) => {
  const within = (column: string) =>
    sql`${sql.raw(column)} >= ${previousStart}::timestamptz and ${sql.raw(column)} < ${end}::timestamptz`;
  const format = range.granularity === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  return queryRows<ActivityRow>(
    db,
    sql`with activity as (
      select created_at as at, 'signUps' as kind from users where ${within('created_at')}
      union all
      select created_at, 'demoBookings' from demo_bookings where ${within('created_at')}
      union all
      select created_at, 'voiceDemoSessions' from analytics_events
        where name = ${VOICE_DEMO_STARTED_EVENT} and ${within('created_at')}
      union all
      select confirmed_at, 'newsletterSubscribers' from newsletter_subscribers where ${within('confirmed_at')}
    )
    select to_char(at at time zone 'UTC', ${format}) as bucket, at >= ${start}::timestamptz as is_current, kind,
      count(*) as count
    from activity group by 1, 2, 3`,
  );
};

type Activity = Pick<
  AdminDashboard,
  'signUps' | 'demoBookings' | 'voiceDemoSessions' | 'newsletterSubscribers' | 'activity'
>;

export async function activityFigures(db: Db, range: DashboardRange, bounds: DashboardBounds): Promise<Activity> {
  const rows = await activityRows(db, range, bounds);
  const count = (kind: ActivityKind, current: boolean, bucket?: string) =>
    rows
      .filter(
        (row) => row.kind === kind && row.is_current === current && (bucket === undefined || row.bucket === bucket),
      )
      .reduce((sum, row) => sum + Number(row.count), 0);
  const compared = (kind: ActivityKind) => ({ current: count(kind, true), previous: count(kind, false) });
  return {
    signUps: compared('signUps'),
    demoBookings: compared('demoBookings'),
    voiceDemoSessions: compared('voiceDemoSessions'),
    newsletterSubscribers: compared('newsletterSubscribers'),
    activity: bucketsOf(range).map((bucket) => ({
      bucket,
      signUps: count('signUps', true, bucket),
      demoBookings: count('demoBookings', true, bucket),
      voiceDemoSessions: count('voiceDemoSessions', true, bucket),
    })),
  };
}
