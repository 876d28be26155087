import { isSiteLanguage, type KnowledgeDocument } from '@receptiva/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { blogPosts } from '../../../db/schema';
import type { KnowledgeSource } from '../../../lib/assistant/types';
import { plainTextOf } from '../knowledge/split-passages';

/** Published blog posts, each in every language it is written in. */
export const blogKnowledgeSource: KnowledgeSource = {
  name: 'blog',
  async version(db) {
    const [row] = await db
      .select({ count: sql<number>`count(*)`, changed: sql<string>`max(${blogPosts.updatedAt})::text` })
      .from(blogPosts);
    return `${row?.count ?? 0}:${row?.changed ?? ''}`;
  },
  async documents(db) {
    const posts = await db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.status, 'published'))
      .orderBy(asc(blogPosts.slug), asc(blogPosts.language));
    return posts
      .filter((post) => isSiteLanguage(post.language))
      .map(
        (post): KnowledgeDocument => ({
          kind: 'blog',
          title: post.title,
          url: `/blog/${encodeURIComponent(post.slug)}`,
          language: post.language as KnowledgeDocument['language'],
          text: `${post.excerpt}\n\n${plainTextOf(post.body)}`,
        }),
      );
  },
};
