import type { BlogPostPage, SiteLanguage } from '@receptiva/shared';
import { renderMarkdown } from '@receptiva/shared/render-markdown';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { toBlogPostSummary } from './blog-post-view';
import { listRelatedPosts } from './list-published-posts.service';

/**
 * `/blog/{slug}` in the visitor's language, else English, else the first language it was published in; null when
 * no published row has the slug (drafts included: they are not public).
 */
export async function findPublishedPost(db: Db, language: SiteLanguage, slug: string): Promise<BlogPostPage | null> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.status, 'published')))
    .orderBy(asc(blogPosts.publishedAt));
  const row =
    rows.find((candidate) => candidate.language === language) ??
    rows.find((candidate) => candidate.language === 'en') ??
    rows[0];
  if (!row) return null;
  return {
    post: {
      ...toBlogPostSummary(row),
      bodyHtml: renderMarkdown(row.body),
      updatedAt: row.updatedAt.toISOString(),
      languages: rows.map((candidate) => candidate.language as SiteLanguage),
    },
    related: await listRelatedPosts(db, language, row),
  };
}
