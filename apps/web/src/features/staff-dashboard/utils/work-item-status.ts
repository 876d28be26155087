import { OPEN_DEMO_BOOKING_STATUSES, type WorkQueueItem } from '@receptiva/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const OPEN_STATUSES: Record<WorkQueueItem['kind'], readonly string[]> = {
  'demo-bookings': OPEN_DEMO_BOOKING_STATUSES,
  'onboarding-forms': ['new', 'in_progress'],
  'onboarding-calls': ['new', 'in_progress'],
  'new-members': ['new', 'in_progress'],
  tickets: ['open'],
  orders: ['paid', 'in_progress'],
};

/** Whether moving an item to `status` takes it out of the queue (it is done, closed or handed to the customer). */
export const leavesQueue = (item: WorkQueueItem, status: string) => !OPEN_STATUSES[item.kind].includes(status);

/** A status in the words of the screens that own it: the tickets' and the orders' catalogs, or this one. */
export function useWorkStatusLabel(): (kind: WorkQueueItem['kind'], status: string) => string {
  const { t } = useTranslation(['staff-dashboard', 'support', 'orders']);
  return useCallback(
    (kind, status) => {
      if (kind === 'tickets') return t(`support:status.${status as 'open'}`);
      if (kind === 'orders') return t(`orders:fulfilment.step.${status as 'paid'}`);
      if (kind === 'demo-bookings') return t(`staff-dashboard:status.booking.${status as 'new'}`);
      return t(`staff-dashboard:status.task.${status as 'new'}`);
    },
    [t],
  );
}
