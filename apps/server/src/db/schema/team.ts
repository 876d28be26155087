import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Spec §3 team_members. `status`: `invited` (waiting for the invitee to accept), `active` (team access, spec §4),
 * `revoked` (the owner withdrew a pending invitation). One row per e-mail per owner.
 */
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('team_members_user_id_idx').on(t.userId, t.createdAt),
    index('team_members_invited_user_id_idx').on(t.invitedUserId),
    uniqueIndex('team_members_owner_email_key').on(t.userId, sql`lower(${t.email})`),
    check('team_members_status_check', sql`${t.status} in ('invited', 'active', 'revoked')`),
  ],
);

/**
 * Every invitation link ever sent: only the SHA-256 of its token is stored. A link is usable once, for 7 days, while
 * neither accepted nor revoked; a resend revokes the previous link (`revokedAt`) and issues a new one.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamMemberId: uuid('team_member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: text('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('team_invitations_member_idx').on(t.teamMemberId)],
);
