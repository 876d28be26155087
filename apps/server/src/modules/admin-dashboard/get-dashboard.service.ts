import type { AdminDashboard, adminDashboardQuerySchema } from '@receptiva/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { activityFigures } from './activity-figures';
import { boundsOf, dashboardRangeOf } from './dashboard-range';
import { funnelFigures } from './funnel-figures';
import { memberFigures } from './member-figures';
import { revenueFigures } from './revenue-figures';

/** `GET /api/admin/dashboard`: four aggregate statements, each over both periods at once. */
export async function getAdminDashboard(
  db: Db,
  query: z.output<typeof adminDashboardQuerySchema>,
  today?: string,
): Promise<AdminDashboard> {
  const range = dashboardRangeOf(query, today);
  const bounds = boundsOf(range);
  const [members, revenue, activity, funnel] = await Promise.all([
    memberFigures(db, bounds),
    revenueFigures(db, range, bounds),
    activityFigures(db, range, bounds),
    funnelFigures(db, bounds),
  ]);
  return { range, members, ...revenue, ...activity, funnel };
}
