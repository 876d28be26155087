import { BLOG_PAGE_SIZE, type BlogListSearch, type BlogPostList, type SiteLanguage } from '@receptiva/shared';
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type BlogPostRow, toBlogPostSummary } from './blog-post-view';
import { type PublishedPosts, publishedPostsIn } from './published-posts';

const newestFirst = (posts: PublishedPosts) => [desc(posts.publishedAt), posts.slug];

/** `GET /api/blog/posts`: one page of published posts in the visitor's language (English per post otherwise). */
export async function listPublishedPosts(
  db: Db,
  language: SiteLanguage,
  { category, page }: BlogListSearch,
): Promise<BlogPostList> {
  const posts = publishedPostsIn(db, language);
  const where: SQL | undefined = category ? eq(posts.category, category) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(...newestFirst(posts))
      .limit(BLOG_PAGE_SIZE)
      .offset((page - 1) * BLOG_PAGE_SIZE),
    db.select({ n: count() }).from(posts).where(where),
  ]);
  return {
    posts: (rows as BlogPostRow[]).map(toBlogPostSummary),
    category,
    page,
    pageSize: BLOG_PAGE_SIZE,
    total: Number(total?.n ?? 0),
  };
}

/** Up to three other published posts of a category, newest first. */
export async function listRelatedPosts(db: Db, language: SiteLanguage, post: { slug: string; category: string }) {
  const posts = publishedPostsIn(db, language);
  const rows = await db
    .select()
    .from(posts)
    .where(and(eq(posts.category, post.category), ne(posts.slug, post.slug)))
    .orderBy(...newestFirst(posts))
    .limit(3);
  return (rows as BlogPostRow[]).map(toBlogPostSummary);
}
