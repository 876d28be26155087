import { type AdminBlogPostList, type adminBlogListQuerySchema, BLOG_ADMIN_PAGE_SIZE } from '@receptiva/shared';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { toAdminBlogPostRow } from './admin-post-view';

type AdminBlogListQuery = z.output<typeof adminBlogListQuerySchema>;

const SORT_COLUMNS = {
  updatedAt: blogPosts.updatedAt,
  publishedAt: blogPosts.publishedAt,
  title: blogPosts.title,
} as const;

/** `%`, `_` and `\` typed into the search are literal characters, not patterns. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** `GET /api/staff/blog/posts`: every post in every language, drafts included, searched, filtered and sorted. */
export async function listAdminPosts(db: Db, query: AdminBlogListQuery): Promise<AdminBlogPostList> {
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(or(ilike(blogPosts.title, pattern), ilike(blogPosts.slug, pattern)) as SQL);
  }
  if (query.status) filters.push(eq(blogPosts.status, query.status));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const column = SORT_COLUMNS[query.sort];
  const order = query.direction === 'asc' ? asc(column) : desc(column);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(sql`${order} nulls last`, asc(blogPosts.slug), asc(blogPosts.language))
      .limit(BLOG_ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * BLOG_ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  return {
    posts: rows.map(toAdminBlogPostRow),
    page: query.page,
    pageSize: BLOG_ADMIN_PAGE_SIZE,
    total: Number(total?.n ?? 0),
  };
}
