import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { BlogPostRow } from './blog-post-view';

/** The post, locked for the rest of the transaction so two editors' changes apply one after the other. */
export async function lockBlogPost(tx: Pick<Db, 'select'>, postId: string): Promise<BlogPostRow> {
  const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, postId)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'No blog post has this id.');
  return row;
}
