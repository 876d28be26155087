import { DEMO_BOOKING_STATUSES, type DemoBookingStatus, type WorkQueueItem } from '@receptiva/shared';
import { eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { demoBookings, users } from '../../db/schema';
import { workAssigneeOf } from '../../lib/work-assignee';

const assignee = alias(users, 'assignee');

/** Demo bookings with their assignee: the one select every staff read of bookings starts from. */
export const selectDemoBookingItems = (db: Db) =>
  db
    .select({
      booking: getTableColumns(demoBookings),
      assigneeName: assignee.name,
      assigneeEmail: assignee.email,
    })
    .from(demoBookings)
    .leftJoin(assignee, eq(assignee.id, demoBookings.assigneeUserId));

type Row = Awaited<ReturnType<ReturnType<typeof selectDemoBookingItems>['execute']>>[number];

/** Staff may set any status (they make mistakes, as with onboarding tasks): every one but the current. */
const nextStatusesOf = (status: DemoBookingStatus) => DEMO_BOOKING_STATUSES.filter((next) => next !== status);

export type DemoBookingItem = Extract<WorkQueueItem, { kind: 'demo-bookings' }>;

export const toDemoBookingItem = ({ booking, assigneeName, assigneeEmail }: Row): DemoBookingItem => ({
  kind: 'demo-bookings',
  id: booking.id,
  since: booking.createdAt.toISOString(),
  customerName: booking.name,
  customerEmail: booking.email,
  assignee: workAssigneeOf(booking.assigneeUserId, assigneeName, assigneeEmail),
  status: booking.status,
  nextStatuses: nextStatusesOf(booking.status),
  booking: {
    phone: booking.phone,
    businessType: booking.businessType,
    preferredAt: booking.preferredAt.toISOString(),
    timeZone: booking.timeZone,
    message: booking.message,
  },
});
