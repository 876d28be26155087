import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A headline result of a case study, e.g. { value: '38%', label: 'more booked appointments' }. */
export interface ProjectResult {
  value: string;
  label: string;
}

/** A case study (issue 14) shown on /projects once published. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** One of the industry keys of the /industries list. */
    industry: text('industry').notNull(),
    clientType: text('client_type').notNull(),
    summary: text('summary').notNull(),
    challenge: text('challenge').notNull(),
    solution: text('solution').notNull(),
    results: jsonb('results').$type<ProjectResult[]>().notNull().default([]),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_published_idx').on(t.status, t.sortOrder),
    check('projects_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);
