import type { BlogPostSummary } from '@receptiva/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { toBlogPostSummary } from './blog-post-view';

const FEED_SIZE = 20;

/** The RSS feed's items: published English posts, newest first. */
export async function listEnglishFeedPosts(db: Db): Promise<BlogPostSummary[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.status, 'published'), eq(blogPosts.language, 'en')))
    .orderBy(desc(blogPosts.publishedAt), blogPosts.slug)
    .limit(FEED_SIZE);
  return rows.map(toBlogPostSummary);
}
