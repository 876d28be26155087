import { WORK_QUEUE_TABS, type WorkQueue, type WorkQueueItem } from '@receptiva/shared';

/** A work queue answer: every tab counted at 0 unless `counts` says otherwise, the items given on page 1. */
export const makeWorkQueue = (
  overrides: Omit<Partial<WorkQueue>, 'counts'> & { counts?: Partial<WorkQueue['counts']> } = {},
): WorkQueue => {
  const items: WorkQueueItem[] = overrides.items ?? [];
  const counts = {
    ...Object.fromEntries(WORK_QUEUE_TABS.map((tab) => [tab, 0])),
    ...overrides.counts,
  } as WorkQueue['counts'];
  const tab = overrides.tab ?? 'demo-bookings';
  return { tab, filter: 'all', page: 1, pageSize: 25, total: counts[tab], ...overrides, counts, items };
};

/** A demo booking as the queue lists it. */
export const bookingItem = (
  overrides: Partial<Extract<WorkQueueItem, { kind: 'demo-bookings' }>> = {},
): WorkQueueItem => ({
  kind: 'demo-bookings',
  id: '11111111-1111-4111-8111-111111111111',
  since: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  customerName: 'Grace Hopper',
  customerEmail: 'grace@example.com',
  assignee: null,
  status: 'new',
  nextStatuses: ['contacted', 'scheduled', 'completed', 'cancelled'],
  booking: {
    phone: '+1 555 010 7788',
    businessType: 'dental-practice',
    preferredAt: '2030-01-15T19:30:00.000Z',
    timeZone: 'America/New_York',
    message: 'We miss calls during lunch.',
  },
  ...overrides,
});
