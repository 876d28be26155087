import type { DemoBookingStatus } from '@receptiva/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A first-party demo request (used when no booking widget URL is configured); staff work through them by status. */
export const demoBookings = pgTable(
  'demo_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    businessType: text('business_type').notNull(),
    preferredAt: timestamp('preferred_at', { withTimezone: true }).notNull(),
    /** The visitor's IANA zone, so staff see the time as the visitor meant it. */
    timeZone: text('time_zone').notNull(),
    message: text('message').notNull().default(''),
    /** A site language code: the language of the confirmation e-mail. */
    locale: text('locale').notNull().default('en'),
    affiliateId: text('affiliate_id'),
    status: text('status').$type<DemoBookingStatus>().notNull().default('new'),
    /** The staff member calling the visitor back (the staff dashboard's "Assign to me", decision 037). */
    assigneeUserId: text('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('demo_bookings_status_created_at_idx').on(t.status, t.createdAt),
    check(
      'demo_bookings_status_check',
      sql`${t.status} in ('new', 'contacted', 'scheduled', 'completed', 'cancelled')`,
    ),
  ],
);
