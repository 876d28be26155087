import {
  type BusinessTypeId,
  PROJECT_INDUSTRIES,
  PROJECT_PAGE_SIZE,
  type ProjectList,
  type ProjectListSearch,
} from '@receptiva/shared';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import { toProjectSummary } from './project-views';
import { publishedOrder } from './published-order';

const isPublished = eq(projects.status, 'published');

/** The industries that have a published case study, in the order of the industries list. */
async function publishedIndustries(db: Db): Promise<BusinessTypeId[]> {
  const rows = await db.selectDistinct({ industry: projects.industry }).from(projects).where(isPublished);
  const present = new Set(rows.map((row) => row.industry));
  return PROJECT_INDUSTRIES.filter((industry) => present.has(industry));
}

/** `GET /api/projects`: one page of published case studies, optionally of one industry, and the filter's industries. */
export async function listPublishedProjects(db: Db, { industry, page }: ProjectListSearch): Promise<ProjectList> {
  const where = industry ? and(isPublished, eq(projects.industry, industry)) : isPublished;
  const [rows, [total], industries] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(where)
      .orderBy(...publishedOrder)
      .limit(PROJECT_PAGE_SIZE)
      .offset((page - 1) * PROJECT_PAGE_SIZE),
    db.select({ n: count() }).from(projects).where(where),
    publishedIndustries(db),
  ]);
  return {
    projects: rows.map(toProjectSummary),
    industry,
    industries,
    page,
    pageSize: PROJECT_PAGE_SIZE,
    total: Number(total?.n ?? 0),
  };
}
