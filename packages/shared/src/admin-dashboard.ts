// /admin dashboard (issue 17 point 2): the period asked for, and every figure for it and the period before.
import { z } from 'zod';
import { FUNNEL_STEPS } from './analytics-funnel';
import {
  DASHBOARD_FIRST_DAY,
  DASHBOARD_LAST_DAY,
  DASHBOARD_MAX_DAYS,
  DASHBOARD_PERIODS,
  DEFAULT_DASHBOARD_PERIOD,
  daysBetween,
} from './dashboard-periods';

const day = z.iso.date().refine((value) => value >= DASHBOARD_FIRST_DAY && value <= DASHBOARD_LAST_DAY, {
  message: `A day between ${DASHBOARD_FIRST_DAY} and ${DASHBOARD_LAST_DAY}.`,
});

/**
 * `GET /api/admin/dashboard`: a preset `period` (default 30 days ending today, UTC), or a custom range `from`–`to`
 * (UTC days, both included, both or neither, at most two years), which wins over `period`.
 */
export const adminDashboardQuerySchema = z
  .object({
    period: z.enum(DASHBOARD_PERIODS).default(DEFAULT_DASHBOARD_PERIOD),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((query, context) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      const path = query.from === undefined ? 'from' : 'to';
      context.addIssue({ code: 'custom', path: [path], message: 'Give both from and to, or neither.' });
      return;
    }
    if (query.from === undefined || query.to === undefined) return;
    if (query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'The end day is before the start day.' });
    } else if (daysBetween(query.from, query.to) > DASHBOARD_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: `At most ${DASHBOARD_MAX_DAYS} days.` });
    }
  });
export type AdminDashboardQuery = z.input<typeof adminDashboardQuerySchema>;

/** One figure for the chosen period and for the period of equal length just before it. */
const comparedSchema = z.object({ current: z.number(), previous: z.number() });
export type ComparedFigure = z.infer<typeof comparedSchema>;

export const dashboardGranularitySchema = z.enum(['day', 'month']);
export type DashboardGranularity = z.infer<typeof dashboardGranularitySchema>;

export const adminDashboardSchema = z.object({
  range: z.object({
    /** The custom range's days, or null for a preset. */
    period: z.enum(DASHBOARD_PERIODS).nullable(),
    from: z.string(),
    to: z.string(),
    previousFrom: z.string(),
    previousTo: z.string(),
    days: z.number().int(),
    /** The activity series' buckets: days up to 92 days, months beyond. */
    granularity: dashboardGranularitySchema,
  }),
  /** Paid memberships by their state now (the state history is not stored), and who joined or left in each period. */
  members: z.object({
    active: z.number().int(),
    pastDue: z.number().int(),
    cancelled: z.number().int(),
    joined: comparedSchema,
    left: comparedSchema,
  }),
  /** Money received (cents), by when it was paid; refunds by when they were made (decision 031). */
  revenue: z.object({
    membershipCheckoutsCents: comparedSchema,
    monthlyChargesCents: comparedSchema,
    marketplaceCents: comparedSchema,
    refundsCents: comparedSchema,
    netCents: comparedSchema,
  }),
  marketplaceOrders: z.object({ count: comparedSchema, revenueCents: comparedSchema }),
  signUps: comparedSchema,
  demoBookings: comparedSchema,
  voiceDemoSessions: comparedSchema,
  newsletterSubscribers: comparedSchema,
  /** Net revenue per calendar month (UTC) from the previous period's first day to the current one's last. */
  revenueByMonth: z.array(
    z.object({
      month: z.string(),
      membershipCents: z.number(),
      marketplaceCents: z.number(),
      refundsCents: z.number(),
      netCents: z.number(),
    }),
  ),
  /** The current period, bucket by bucket (`YYYY-MM-DD` or `YYYY-MM`), every bucket present. */
  activity: z.array(
    z.object({
      bucket: z.string(),
      signUps: z.number().int(),
      demoBookings: z.number().int(),
      voiceDemoSessions: z.number().int(),
    }),
  ),
  /** Distinct visitors (analytics session ids) who reached each step in the period. */
  funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), current: z.number().int(), previous: z.number().int() })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
