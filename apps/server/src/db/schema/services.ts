import type { ServiceTranslations } from '@receptiva/shared';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A marketplace service (issue 5): an AI agent or automation a member can buy at the member price. The list price is
 * whole US cents; the member price is computed from it on the server, never stored, so the two cannot disagree.
 * `title`, `description` and `features` are the English texts (the fallback); `translations` holds the same three in
 * other site languages, keyed by language code (decision 025).
 */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    listPriceCents: integer('list_price_cents').notNull(),
    /** One of SERVICE_CATEGORIES (packages/shared). */
    category: text('category').notNull(),
    /** The card illustration's key. */
    image: text('image').notNull(),
    isMemberOnly: boolean('is_member_only').notNull().default(true),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    translations: jsonb('translations').$type<ServiceTranslations>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('services_active_sort_idx').on(t.isActive, t.sortOrder)],
);
