import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { membershipOrders } from './membership';
import { orders } from './orders';

/** Every payment event fulfilled, by provider and event id: a replayed event finds its row and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    sessionId: text('session_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export type TestCheckoutStatus = 'open' | 'complete';

/** A checkout session of the local test-mode payment provider (used when no Stripe key is set). */
export const testCheckoutSessions = pgTable('test_checkout_sessions', {
  id: text('id').primaryKey(),
  mode: text('mode').$type<'subscription' | 'payment'>().notNull(),
  customerEmail: text('customer_email').notNull(),
  lineItems: jsonb('line_items')
    .$type<{ name: string; amountCents: number; quantity: number; recurring: boolean }[]>()
    .notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  locale: text('locale').notNull().default('en'),
  status: text('status').$type<TestCheckoutStatus>().notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type RefundSource = 'admin' | 'duplicate' | 'provider';

/**
 * One refund of a membership checkout or a marketplace order, however it was made: by an admin here, at once for a
 * duplicate membership, or in the provider's dashboard (learnt from `charge.refunded`). The provider's refund id is
 * unique, so the route that made a refund and the webhook that reports it record it once.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id').notNull(),
    membershipOrderId: uuid('membership_order_id').references(() => membershipOrders.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    source: text('source').$type<RefundSource>().notNull(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_provider_refund_idx').on(t.provider, t.providerRefundId),
    index('payment_refunds_membership_order_idx').on(t.membershipOrderId),
    index('payment_refunds_order_idx').on(t.orderId),
    check('payment_refunds_amount_check', sql`${t.amountCents} > 0`),
    check('payment_refunds_source_check', sql`${t.source} in ('admin', 'duplicate', 'provider')`),
  ],
);
