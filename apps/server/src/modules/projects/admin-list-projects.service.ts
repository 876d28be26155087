import { type AdminProjectList, type adminProjectListQuerySchema, PROJECT_ADMIN_PAGE_SIZE } from '@receptiva/shared';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import { toAdminProjectRow } from './project-views';

type AdminProjectListQuery = z.output<typeof adminProjectListQuerySchema>;

/** Titles sort without regard to case, as a reader expects ("An auto…" before "An HVAC…"). */
const SORT_COLUMNS = {
  updatedAt: projects.updatedAt,
  publishedAt: projects.publishedAt,
  title: sql`lower(${projects.title})`,
} as const;

/** `%`, `_` and `\` typed into the search are literal characters, not patterns. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** `GET /api/admin/projects`: every case study, drafts included, searched, filtered, sorted and paged. */
export async function listAdminProjects(db: Db, query: AdminProjectListQuery): Promise<AdminProjectList> {
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(
      or(ilike(projects.title, pattern), ilike(projects.slug, pattern), ilike(projects.clientType, pattern)) as SQL,
    );
  }
  if (query.status) filters.push(eq(projects.status, query.status));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const column = SORT_COLUMNS[query.sort];
  const order = query.direction === 'asc' ? asc(column) : desc(column);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(where)
      .orderBy(sql`${order} nulls last`, asc(projects.slug))
      .limit(PROJECT_ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * PROJECT_ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  return {
    projects: rows.map(toAdminProjectRow),
    page: query.page,
    pageSize: PROJECT_ADMIN_PAGE_SIZE,
    total: Number(total?.n ?? 0),
  };
}
