import type { OrderTimelineStatus } from '@receptiva/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { orders } from './orders';

/**
 * Each step of a marketplace order (decision 024): paid (by the payment), in progress, delivered, cancelled (by
 * staff), refunded (by the refunds code). The note is internal unless `note_shared_with_customer`. Every step but
 * `refunded` happens at most once per order (the transitions only go forward; a refund may come in parts).
 */
export const orderTimelineEntries = pgTable(
  'order_timeline_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderTimelineStatus>().notNull(),
    note: text('note').notNull().default(''),
    noteSharedWithCustomer: boolean('note_shared_with_customer').notNull().default(false),
    /** Null for the payment itself, or once the person's account is deleted; the label stays. */
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_timeline_entries_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('order_timeline_entries_once_key').on(t.orderId, t.status).where(sql`${t.status} <> 'refunded'`),
    check(
      'order_timeline_entries_status_check',
      sql`${t.status} in ('paid', 'in_progress', 'delivered', 'cancelled', 'refunded')`,
    ),
  ],
);
