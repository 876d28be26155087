import type { AdminBlogPost, BlogPostStatus } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';
import type { AuditActor } from '../../lib/audit/record-audit';
import { toAdminBlogPost } from './admin-post-view';
import { recordBlogAudit } from './blog-audit';
import { lockBlogPost } from './lock-blog-post';

/**
 * Publish or unpublish one post (one language). The first publication sets `published_at`, which later
 * publications keep: the post keeps its place in the list. Asking for the status it already has changes nothing.
 */
export async function setBlogPostStatus(
  db: Db,
  actor: AuditActor,
  postId: string,
  status: BlogPostStatus,
): Promise<AdminBlogPost> {
  return db.transaction(async (tx) => {
    const before = await lockBlogPost(tx, postId);
    if (before.status === status) return toAdminBlogPost(before);
    const [row] = await tx
      .update(blogPosts)
      .set({
        status,
        publishedAt: status === 'published' ? sql`coalesce(${blogPosts.publishedAt}, now())` : undefined,
        updatedAt: sql`now()`,
      })
      .where(eq(blogPosts.id, postId))
      .returning();
    await recordBlogAudit(tx, {
      actor,
      action: status === 'published' ? 'blog.post_published' : 'blog.post_unpublished',
      post: row!,
      changes: { status: { from: before.status, to: status } },
    });
    return toAdminBlogPost(row!);
  });
}
