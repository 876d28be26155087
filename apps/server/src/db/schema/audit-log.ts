import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A field's value before and after a change. */
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

/**
 * Who did what to which thing, and when: one row per change a user or an admin cares about. `accountUserId` is the
 * account the entry belongs to (a team's owner), so each owner reads their own trail; admins read them all. Rows
 * outlive the people in them: the ids are set null on deletion and the labels keep what was true at the time.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountUserId: text('account_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    subjectLabel: text('subject_label'),
    changes: jsonb('changes').$type<AuditChanges>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_account_idx').on(t.accountUserId, t.createdAt),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
  ],
);
