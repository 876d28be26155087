import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A membership purchase. Membership is active while a row has status `paid` (spec §4) and is not fully refunded.
 * `refunded` is the status of a fully refunded order (a duplicate checkout is refunded at once, decision 023).
 */
export const membershipOrders = pgTable(
  'membership_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    planName: text('plan_name').notNull(),
    paymentType: text('payment_type').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').unique(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    commitmentEndsAt: timestamp('commitment_ends_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The subscription's later life (decision 022): active, past_due, cancelled, ended or completed. */
    subscriptionStatus: text('subscription_status').notNull().default('active'),
    /** When the failed payment that made it past due happened (provider time); null unless past due. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** Past due and unpaid at this time: access ends (the grace period setting, fixed when it became past due). */
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    /** Provider time of the last applied subscription state, so an older event never overwrites a newer state. */
    subscriptionStateAt: timestamp('subscription_state_at', { withTimezone: true }),
    /** What the refund needs: the checkout's payment intent (`pi_…`) or, for a subscription checkout, its first invoice (`in_…`). */
    providerPaymentReference: text('provider_payment_reference'),
    /** Cents refunded of the checkout payment; access ends once `refundedAt` is set (fully refunded). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('membership_orders_user_status_idx').on(t.userId, t.status),
    index('membership_orders_created_idx').on(t.createdAt, t.id),
    index('membership_orders_amount_idx').on(t.amountCents, t.createdAt, t.id),
    index('membership_orders_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('membership_orders_subscription_idx').on(t.providerSubscriptionId),
    index('membership_orders_payment_reference_idx').on(t.providerPaymentReference),
    check('membership_orders_refunded_check', sql`${t.refundedCents} >= 0`),
  ],
);

/** The legal consent given in the dialog before a membership payment (DESIGN §4): who, what, which terms, from where. */
export const membershipConsents = pgTable(
  'membership_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    planName: text('plan_name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    documentVersion: text('document_version').notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('membership_consents_email_idx').on(t.email, t.createdAt)],
);

/**
 * One paid invoice of a membership's subscription after its checkout (the prorated charge, then $497 on each 1st:
 * decision 026), recorded from `invoice.paid` so revenue counts monthly charges (decision 031). The checkout's own
 * first invoice is the setup fee, already on the order, and is not recorded here.
 */
export const membershipCharges = pgTable(
  'membership_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipOrderId: uuid('membership_order_id').references(() => membershipOrders.id, { onDelete: 'set null' }),
    /** The provider's invoice id (`in_…`): a redelivered event records the charge once. */
    providerInvoiceId: text('provider_invoice_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('membership_charges_paid_at_idx').on(t.paidAt),
    check('membership_charges_amount_check', sql`${t.amountCents} > 0`),
  ],
);
