import type { AdminDashboard } from '@receptiva/shared';

/** Nothing happened in either period: no money, no visitor, no sign-up, booking, call or subscriber. */
export const isDashboardEmpty = (figures: AdminDashboard) =>
  figures.revenueByMonth.every((month) => !month.membershipCents && !month.marketplaceCents && !month.refundsCents) &&
  figures.funnel.every((step) => !step.current && !step.previous) &&
  [figures.signUps, figures.demoBookings, figures.voiceDemoSessions, figures.newsletterSubscribers].every(
    (figure) => !figure.current && !figure.previous,
  );
