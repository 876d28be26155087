import { type AnyPgColumn, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** Every e-mail is written here first, in the transaction of the action that causes it; a worker delivers it. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    kind: text('kind').notNull(),
    locale: text('locale').notNull().default('en'),
    /** Extra message headers, e.g. a newsletter's `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** Files sent with the message, e.g. an onboarding call's .ics invitation (issue 15). */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The instance sending it (`sending`): its presence key, whose advisory lock dies with it (decision 039). */
    claimedBy: integer('claimed_by'),
    lastError: text('last_error'),
    transport: text('transport'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set on a copy an admin queued again from the outbox view (decision 033): the message it repeats. */
    resentFromId: uuid('resent_from_id').references((): AnyPgColumn => emailOutbox.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_to_idx').on(t.to),
    index('email_outbox_resent_from_idx').on(t.resentFromId),
  ],
);
