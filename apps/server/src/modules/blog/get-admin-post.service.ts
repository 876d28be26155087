import type { AdminBlogPost } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toAdminBlogPost } from './admin-post-view';

/** `GET /api/staff/blog/posts/{id}`: a post with its Markdown, for the editor. */
export async function getAdminPost(db: Db, postId: string): Promise<AdminBlogPost> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, postId));
  if (!row) throw new AppError('NOT_FOUND', 'No blog post has this id.');
  return toAdminBlogPost(row);
}
