import type { SiteLanguage } from '@receptiva/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';

/**
 * The published posts as a visitor of `language` sees them: per slug, the row in that language, else the English
 * one (one row per slug). A subquery that lists, related posts and counts select from.
 */
export const publishedPostsIn = (db: Db, language: SiteLanguage) =>
  db
    .selectDistinctOn([blogPosts.slug])
    .from(blogPosts)
    .where(and(eq(blogPosts.status, 'published'), inArray(blogPosts.language, [language, 'en'])))
    .orderBy(blogPosts.slug, sql`(${blogPosts.language} = ${language}) desc`)
    .as('published_posts');

export type PublishedPosts = ReturnType<typeof publishedPostsIn>;
