import type { FulfilmentStatus, TitleTranslations } from '@receptiva/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { services } from './services';

/**
 * A marketplace order (issue 5): created `pending` by the checkout, paid exactly once by the payment fulfilment.
 * Every amount is whole US cents, priced by the server from `services` at checkout time.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    status: text('status').notNull().default('pending'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The checkout's payment intent (`pi_…`), what a refund is made against. */
    providerPaymentReference: text('provider_payment_reference'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Set once the whole total is refunded (status `refunded`). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    locale: text('locale').notNull().default('en'),
    /** Where the work stands (decision 024): null until paid, then paid → in_progress → delivered, or cancelled. */
    fulfilmentStatus: text('fulfilment_status').$type<FulfilmentStatus>(),
    /** The staff member doing the work (the staff dashboard's "Assign to me", decision 037). */
    assigneeUserId: text('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The admin list's newest first and the CSV export's keyset (decision 027).
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_total_idx').on(t.totalCents, t.createdAt, t.id),
    index('orders_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('orders_fulfilment_paid_idx').on(t.fulfilmentStatus, t.paidAt),
    check(
      'orders_fulfilment_status_check',
      sql`${t.fulfilmentStatus} in ('paid', 'in_progress', 'delivered', 'cancelled')`,
    ),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'paid', 'failed', 'refunded', 'partially_refunded', 'cancelled')`,
    ),
    check('orders_refunded_check', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.totalCents}`),
    index('orders_payment_reference_idx').on(t.providerPaymentReference),
    check(
      'orders_amounts_check',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} - ${t.discountCents}`,
    ),
  ],
);

/**
 * One line of an order: the service as it was sold (title and prices are snapshots, so later edits change nothing).
 * `title` is the English title; `title_translations` the title in every other language the service had then, so the
 * line reads in whichever language its buyer later views it (decision 025).
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    titleTranslations: jsonb('title_translations').$type<TitleTranslations>().notNull().default({}),
    unitListPriceCents: integer('unit_list_price_cents').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_total_check', sql`${t.lineTotalCents} = ${t.unitPriceCents} * ${t.quantity}`),
  ],
);
