import { createHash } from 'node:crypto';
import type { AdminBlogPost, blogPostInputSchema } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AuditActor, diffFields } from '../../lib/audit/record-audit';
import { isUniqueViolation } from '../../lib/unique-violation';
import { toAdminBlogPost } from './admin-post-view';
import { recordBlogAudit } from './blog-audit';
import type { BlogPostRow } from './blog-post-view';
import { lockBlogPost } from './lock-blog-post';

export type BlogPostFields = z.output<typeof blogPostInputSchema>;

const slugTaken = () =>
  new AppError('SLUG_TAKEN', 'Another post in this language already has this address.', {
    slug: 'Another post in this language already has this address.',
  });

/** A unique (slug, language) violation is the caller's mistake (409 with the field), anything else is ours. */
async function refusingTakenSlugs<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'blog_posts_slug_language_key')) throw slugTaken();
    throw error;
  }
}

/** A body by its length and a short hash: the audit trail is not a second copy of every version. */
const bodySummary = (body: string) =>
  `${body.length} characters, sha256 ${createHash('sha256').update(body).digest('hex').slice(0, 12)}`;

/** The editable fields, as the audit compares them. */
const auditable = (post: BlogPostFields | BlogPostRow): Record<string, unknown> => ({
  slug: post.slug,
  language: post.language,
  title: post.title,
  excerpt: post.excerpt,
  body: bodySummary(post.body),
  category: post.category,
  coverImageUrl: post.coverImageUrl,
  coverImageAlt: post.coverImageAlt,
  authorName: post.authorName,
});

/** `POST /api/staff/blog/posts`: a new draft. Another language under an existing slug is that post's translation. */
export async function createBlogPost(db: Db, actor: AuditActor, fields: BlogPostFields): Promise<AdminBlogPost> {
  return refusingTakenSlugs(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...fields, status: 'draft', createdByUserId: actor.id })
        .returning();
      await recordBlogAudit(tx, { actor, action: 'blog.post_created', post: row! });
      return toAdminBlogPost(row!);
    }),
  );
}

/** `PUT /api/staff/blog/posts/{id}`: every field but the status; the audit names what really changed. */
export async function updateBlogPost(
  db: Db,
  actor: AuditActor,
  postId: string,
  fields: BlogPostFields,
): Promise<AdminBlogPost> {
  return refusingTakenSlugs(() =>
    db.transaction(async (tx) => {
      const before = await lockBlogPost(tx, postId);
      const changes = diffFields(auditable(before), auditable(fields));
      if (!changes) return toAdminBlogPost(before);
      const [row] = await tx
        .update(blogPosts)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(blogPosts.id, postId))
        .returning();
      await recordBlogAudit(tx, { actor, action: 'blog.post_updated', post: row!, changes });
      return toAdminBlogPost(row!);
    }),
  );
}
