import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A newsletter address (issue 14), with double opt-in: `pending` until the link in the confirmation e-mail is
 * followed, then `confirmed`; only confirmed addresses receive newsletters. Only SHA-256 hashes of the confirmation
 * and unsubscribe tokens are stored. `language` is the one the visitor subscribed in, for the e-mails.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    language: text('language').notNull().default('en'),
    status: text('status').notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${t.email})`),
    check('newsletter_subscribers_status_check', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);
