import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * One row per user, written by the `users_create_profile` trigger in the same statement as the user
 * (see docs/decisions/003-profile-row-by-trigger.md).
 */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  fullName: text('full_name'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone'),
  locale: text('locale'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
