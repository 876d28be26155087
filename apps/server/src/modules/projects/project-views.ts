import type {
  AdminProject,
  AdminProjectRow,
  BusinessTypeId,
  ProjectDetail,
  ProjectStatus,
  ProjectSummary,
} from '@receptiva/shared';
import type { projects } from '../../db/schema';

export type ProjectRow = typeof projects.$inferSelect;

/** Each figure as `{ value, label }` (jsonb keeps its keys in an order of its own). */
const resultsOf = (row: ProjectRow) => row.results.map(({ value, label }) => ({ value, label }));

/** A published row as lists show it. */
export const toProjectSummary = (row: ProjectRow): ProjectSummary => ({
  slug: row.slug,
  title: row.title,
  industry: row.industry as BusinessTypeId,
  clientType: row.clientType,
  summary: row.summary,
  results: resultsOf(row),
  imageUrl: row.imageUrl,
  imageAlt: row.imageAlt,
  publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
});

export const toProjectDetail = (row: ProjectRow): ProjectDetail => ({
  ...toProjectSummary(row),
  challenge: row.challenge,
  solution: row.solution,
  updatedAt: row.updatedAt.toISOString(),
});

export const toAdminProjectRow = (row: ProjectRow): AdminProjectRow => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  industry: row.industry as BusinessTypeId,
  clientType: row.clientType,
  status: row.status as ProjectStatus,
  sortOrder: row.sortOrder,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

export const toAdminProject = (row: ProjectRow): AdminProject => ({
  ...toAdminProjectRow(row),
  summary: row.summary,
  challenge: row.challenge,
  solution: row.solution,
  results: resultsOf(row),
  imageUrl: row.imageUrl,
  imageAlt: row.imageAlt,
  createdAt: row.createdAt.toISOString(),
});
