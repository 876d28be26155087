import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';
import type { AuditActor } from '../../lib/audit/record-audit';
import { recordBlogAudit } from './blog-audit';
import { lockBlogPost } from './lock-blog-post';

/** `DELETE /api/staff/blog/posts/{id}`: one language of a post; its other translations stay. */
export async function deleteBlogPost(db: Db, actor: AuditActor, postId: string): Promise<{ deleted: true }> {
  return db.transaction(async (tx) => {
    const row = await lockBlogPost(tx, postId);
    await tx.delete(blogPosts).where(eq(blogPosts.id, postId));
    await recordBlogAudit(tx, { actor, action: 'blog.post_deleted', post: row });
    return { deleted: true } as const;
  });
}
