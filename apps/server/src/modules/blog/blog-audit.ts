import type { Db } from '../../db/client';
import type { AuditChanges } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../lib/audit/record-audit';
import type { BlogPostRow } from './blog-post-view';

export const BLOG_AUDIT_ACTIONS = [
  'blog.post_created',
  'blog.post_updated',
  'blog.post_published',
  'blog.post_unpublished',
  'blog.post_deleted',
] as const;
export type BlogAuditAction = (typeof BLOG_AUDIT_ACTIONS)[number];

/** One entry of the admin trail (no account's own trail: only admins read it), in the change's transaction. */
export async function recordBlogAudit(
  db: Pick<Db, 'insert'>,
  entry: { actor: AuditActor; action: BlogAuditAction; post: BlogPostRow; changes?: AuditChanges | null },
): Promise<void> {
  await recordAudit(db, {
    accountUserId: null,
    actor: entry.actor,
    action: entry.action,
    subjectType: 'blog_post',
    subjectId: entry.post.id,
    subjectLabel: `${entry.post.title} (/blog/${entry.post.slug}, ${entry.post.language})`,
    changes: entry.changes ?? null,
  });
}
