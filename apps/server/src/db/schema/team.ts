import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Spec §3 team_members, plus the invitation's state. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedUserId: text('invited_user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    role: text('role').notNull().default('agent'),
    permissions: jsonb('permissions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    hasGhlAccess: boolean('has_ghl_access').notNull().default(true),
    hasAiAccess: boolean('has_ai_access').notNull().default(false),
    status: text('status').notNull().default('active'),
    invitationStatus: text('invitation_status').notNull().default('none'),
    invitationTokenHash: text('invitation_token_hash'),
    invitationSentAt: timestamp('invitation_sent_at', { withTimezone: true }),
    invitationAcceptedAt: timestamp('invitation_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('team_members_user_id_idx').on(t.userId),
    index('team_members_invited_user_id_idx').on(t.invitedUserId),
  ],
);
