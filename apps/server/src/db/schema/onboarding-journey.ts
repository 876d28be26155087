import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { emailOutbox } from './email-outbox';

/** The DIY guide's steps a user has ticked (issue 15, item 4); the step ids are `DIY_STEP_IDS` of the shared guide. */
export const diyProgress = pgTable(
  'diy_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stepId: text('step_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stepId] })],
);

export type OnboardingCallStatus = 'booked' | 'cancelled';

/**
 * A member's onboarding call (issue 15, item 5; decision 019). One team calendar: a booked slot is taken for everyone
 * (the partial unique index makes a double booking impossible, whatever the timing); a customer has at most one
 * upcoming booked call (checked under a per-customer lock). `sequence` is the iCalendar SEQUENCE of the invitation: each reschedule or cancellation raises it.
 */
export const onboardingCalls = pgTable(
  'onboarding_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    notes: text('notes').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The customer's IANA zone: the e-mails show the time in it. */
    timeZone: text('time_zone').notNull(),
    /** A site language code: the language of the customer's e-mails. */
    locale: text('locale').notNull().default('en'),
    status: text('status').$type<OnboardingCallStatus>().notNull().default('booked'),
    sequence: integer('sequence').notNull().default(0),
    /** The pending reminder e-mail, withdrawn when the call moves or is cancelled. */
    reminderEmailId: uuid('reminder_email_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('onboarding_calls_booked_slot_key').on(t.startsAt).where(sql`${t.status} = 'booked'`),
    index('onboarding_calls_user_id_idx').on(t.userId, t.startsAt),
    index('onboarding_calls_starts_at_idx').on(t.startsAt),
    check('onboarding_calls_status_check', sql`${t.status} in ('booked', 'cancelled')`),
  ],
);
