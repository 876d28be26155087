import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export type AnalyticsParams = Record<string, string | number | boolean | null>;

/** Every marketing-pixel event, recorded first-party whether or not a pixel is configured (DESIGN §3). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    custom: boolean('custom').notNull().default(false),
    path: text('path').notNull(),
    params: jsonb('params').$type<AnalyticsParams>().notNull().default({}),
    affiliateId: text('affiliate_id'),
    /** The browser's anonymous visit id, not the auth session. */
    sessionId: text('session_id'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_name_created_at_idx').on(t.name, t.createdAt),
    // Deleting a user sets its events' user_id to null: without this index that is a scan of every event.
    index('analytics_events_user_id_idx').on(t.userId),
  ],
);
