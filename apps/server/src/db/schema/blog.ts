import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A blog post in one language (issue 14). A post translated into several languages is one row per language under the
 * same slug; /blog/{slug} shows the visitor's language when it exists, English otherwise. `body` is Markdown, rendered
 * without raw HTML. Only `published` rows are public.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    language: text('language').notNull().default('en'),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    /** One of BLOG_CATEGORIES (packages/shared). */
    category: text('category').notNull(),
    coverImageUrl: text('cover_image_url'),
    coverImageAlt: text('cover_image_alt'),
    authorName: text('author_name').notNull(),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_language_key').on(t.slug, t.language),
    index('blog_posts_published_idx').on(t.status, t.language, t.publishedAt),
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);
