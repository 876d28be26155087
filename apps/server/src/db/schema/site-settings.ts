import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Public settings edited in Admin → Settings (brand, contact, widget URLs …). Secrets never live here. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
