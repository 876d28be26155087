import type { AdminDashboard } from '@receptiva/shared';

const zero = { current: 0, previous: 0 };

/** The /admin dashboard's answer: nothing happened, unless a test says what did. */
export const makeAdminDashboard = (overrides: Partial<AdminDashboard> = {}): AdminDashboard => ({
  range: {
    period: '30d',
    from: '2025-05-03',
    to: '2025-06-01',
    previousFrom: '2025-04-03',
    previousTo: '2025-05-02',
    days: 30,
    granularity: 'day',
  },
  members: { active: 0, pastDue: 0, cancelled: 0, joined: zero, left: zero },
  revenue: {
    membershipCheckoutsCents: zero,
    monthlyChargesCents: zero,
    marketplaceCents: zero,
    refundsCents: zero,
    netCents: zero,
  },
  marketplaceOrders: { count: zero, revenueCents: zero },
  signUps: zero,
  demoBookings: zero,
  voiceDemoSessions: zero,
  newsletterSubscribers: zero,
  revenueByMonth: [],
  activity: [],
  funnel: (['visit', 'demoOrRoi', 'pricing', 'checkout', 'paid'] as const).map((step) => ({ step, ...zero })),
  ...overrides,
});
