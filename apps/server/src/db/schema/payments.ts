import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
