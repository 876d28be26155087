import type { TicketCategory, TicketStatus } from '@receptiva/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A customer's support ticket (decision 034). `account_user_id` is the account it belongs to: the owner whose team
 * may read it (the owner and the team's active members); `opened_by_user_id` the person who opened it. Labels keep
 * the names readable after an account is deleted.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountUserId: text('account_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openedByUserId: text('opened_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    openedByLabel: text('opened_by_label').notNull(),
    subject: text('subject').notNull(),
    category: text('category').$type<TicketCategory>().notNull(),
    status: text('status').$type<TicketStatus>().notNull().default('open'),
    /** A staff user (role member or admin), or nobody yet. */
    assigneeUserId: text('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The page's language when the ticket was opened: the e-mails' language when the opener chose none. */
    locale: text('locale').notNull().default('en'),
    /** The first staff reply the customer could read (internal notes do not count). */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_account_idx').on(t.accountUserId, t.updatedAt),
    index('support_tickets_status_idx').on(t.status, t.updatedAt),
    index('support_tickets_assignee_idx').on(t.assigneeUserId),
    check('support_tickets_status_check', sql`${t.status} in ('open', 'waiting_on_customer', 'resolved')`),
    check('support_tickets_category_check', sql`${t.category} in ('setup', 'billing', 'voice_agent', 'crm', 'other')`),
    check('support_tickets_resolved_check', sql`(${t.status} = 'resolved') = (${t.resolvedAt} is not null)`),
  ],
);

/** One message of a ticket's thread, plain text. `internal` notes are written by staff and shown to staff only. */
export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorLabel: text('author_label').notNull(),
    authorSide: text('author_side').$type<'customer' | 'staff'>().notNull(),
    body: text('body').notNull(),
    attachmentUrl: text('attachment_url'),
    internal: boolean('internal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_ticket_messages_ticket_idx').on(t.ticketId, t.createdAt),
    check('support_ticket_messages_side_check', sql`${t.authorSide} in ('customer', 'staff')`),
    check('support_ticket_messages_internal_check', sql`not ${t.internal} or ${t.authorSide} = 'staff'`),
  ],
);
