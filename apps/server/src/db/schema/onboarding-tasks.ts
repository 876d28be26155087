import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export type OnboardingTaskKind = 'new-member' | 'onboarding-form' | 'onboarding-call';
export type OnboardingTaskStatus = 'new' | 'in_progress' | 'done';

/**
 * Staff's work queue of new customers (issue 15, item 7): a paid membership, a submitted onboarding form, a booked
 * onboarding call. One row per thing it is about (`kind`, `subject_id`), so a replayed event cannot add a second.
 */
export const onboardingTasks = pgTable(
  'onboarding_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<OnboardingTaskKind>().notNull(),
    accountUserId: text('account_user_id').references(() => users.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull().default(''),
    /** The membership order, onboarding form or onboarding call the task is about. */
    subjectId: text('subject_id').notNull(),
    /** What staff need at a glance (plan, time of the call …), as label → value. */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<OnboardingTaskStatus>().notNull().default('new'),
    assigneeUserId: text('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('onboarding_tasks_kind_subject_key').on(t.kind, t.subjectId),
    index('onboarding_tasks_status_created_at_idx').on(t.status, t.createdAt),
    check('onboarding_tasks_kind_check', sql`${t.kind} in ('new-member', 'onboarding-form', 'onboarding-call')`),
    check('onboarding_tasks_status_check', sql`${t.status} in ('new', 'in_progress', 'done')`),
  ],
);
