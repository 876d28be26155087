import {
  WORK_QUEUE_PAGE_SIZE,
  WORK_QUEUE_TABS,
  type WorkQueue,
  type WorkQueueTab,
  type workQueueQuerySchema,
} from '@receptiva/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { demoBookingSource } from './demo-booking-source';
import { onboardingTaskSource } from './onboarding-task-source';
import { orderSource } from './order-source';
import { ticketSource } from './ticket-source';
import type { WorkQueueSource } from './work-queue-source';

const SOURCES: Record<WorkQueueTab, WorkQueueSource> = {
  'demo-bookings': demoBookingSource,
  'onboarding-forms': onboardingTaskSource('onboarding-forms'),
  'onboarding-calls': onboardingTaskSource('onboarding-calls'),
  tickets: ticketSource,
  orders: orderSource,
  'new-members': onboardingTaskSource('new-members'),
};

/**
 * `GET /api/staff/work-queue`: the open items of every kind counted under the filter (the tabs' counts), and one
 * page of the chosen tab, the longest wait first. Each kind keeps its own table, status and assignee (decision 037).
 */
export async function listWorkQueue(
  db: Db,
  query: z.output<typeof workQueueQuerySchema>,
  callerId: string,
): Promise<WorkQueue> {
  const { tab, filter, page } = query;
  const totals = await Promise.all(WORK_QUEUE_TABS.map((name) => SOURCES[name].count(db, filter, callerId)));
  const counts = Object.fromEntries(WORK_QUEUE_TABS.map((name, index) => [name, totals[index]!])) as Record<
    WorkQueueTab,
    number
  >;
  const items = await SOURCES[tab].page(db, filter, callerId, {
    limit: WORK_QUEUE_PAGE_SIZE,
    offset: (page - 1) * WORK_QUEUE_PAGE_SIZE,
  });
  return { tab, filter, counts, items, page, pageSize: WORK_QUEUE_PAGE_SIZE, total: counts[tab] };
}
