import { SITE_LANGUAGE_CODES } from '@receptiva/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';

/**
 * Each published case study, in all 14 languages: its page's headings and navigation are translated (its text is
 * English, marked as such), like the product pages. Drafts are never listed.
 */
export async function listPublishedProjectPages(db: Db) {
  const rows = await db
    .select({ slug: projects.slug, updatedAt: projects.updatedAt })
    .from(projects)
    .where(eq(projects.status, 'published'))
    .orderBy(asc(projects.slug));
  return rows.map((row) => ({
    path: `/projects/${row.slug}`,
    languages: SITE_LANGUAGE_CODES,
    lastModified: row.updatedAt,
  }));
}
