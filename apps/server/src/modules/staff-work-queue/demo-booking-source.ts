import { OPEN_DEMO_BOOKING_STATUSES, type WorkQueueFilter } from '@receptiva/shared';
import { and, asc, count, inArray } from 'drizzle-orm';
import { demoBookings } from '../../db/schema';
import { selectDemoBookingItems, toDemoBookingItem } from '../demo-bookings/demo-booking-item-view';
import { assigneeCondition, type WorkQueueSource } from './work-queue-source';

/** Visitors to call back: bookings not yet completed or cancelled. */
const whereOf = (filter: WorkQueueFilter, callerId: string) =>
  and(
    inArray(demoBookings.status, [...OPEN_DEMO_BOOKING_STATUSES]),
    assigneeCondition(demoBookings.assigneeUserId, filter, callerId),
  );

export const demoBookingSource: WorkQueueSource = {
  async count(db, filter, callerId) {
    const [row] = await db.select({ n: count() }).from(demoBookings).where(whereOf(filter, callerId));
    return Number(row?.n ?? 0);
  },
  async page(db, filter, callerId, { limit, offset }) {
    const rows = await selectDemoBookingItems(db)
      .where(whereOf(filter, callerId))
      .orderBy(asc(demoBookings.createdAt), asc(demoBookings.id))
      .limit(limit)
      .offset(offset);
    return rows.map(toDemoBookingItem);
  },
};
