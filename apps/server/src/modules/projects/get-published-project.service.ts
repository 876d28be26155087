import type { ProjectPage } from '@receptiva/shared';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import { toProjectDetail, toProjectSummary } from './project-views';
import { publishedOrder } from './published-order';

const MORE_PROJECTS = 3;

/** `/projects/{slug}`: the published case study and up to three others, its industry's first; null for a draft too. */
export async function findPublishedProject(db: Db, slug: string): Promise<ProjectPage | null> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.slug, slug), eq(projects.status, 'published')));
  if (!row) return null;
  const more = await db
    .select()
    .from(projects)
    .where(and(eq(projects.status, 'published'), ne(projects.id, row.id)))
    .orderBy(desc(sql`${projects.industry} = ${row.industry}`), ...publishedOrder)
    .limit(MORE_PROJECTS);
  return { project: toProjectDetail(row), more: more.map(toProjectSummary) };
}
