import type { SiteLanguage } from '@receptiva/shared';
import { and, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';

export interface PublishedPage {
  path: string;
  /** The languages the page really exists in: its hreflang alternates. */
  languages: SiteLanguage[];
  lastModified: Date;
}

/** Each published post once, with the languages it is published in (the sitemap's alternates). */
export async function listPublishedBlogPages(db: Db): Promise<PublishedPage[]> {
  const rows = await db
    .select({
      slug: blogPosts.slug,
      languages: sql<string[]>`array_agg(${blogPosts.language} order by ${blogPosts.language})`,
      lastModified: max(blogPosts.updatedAt),
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, 'published')))
    .groupBy(blogPosts.slug)
    .orderBy(blogPosts.slug);
  return rows.map((row) => ({
    path: `/blog/${row.slug}`,
    languages: row.languages as SiteLanguage[],
    lastModified: new Date(row.lastModified ?? 0),
  }));
}
