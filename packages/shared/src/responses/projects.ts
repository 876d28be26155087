// Response schemas (decision 014); the web imports only the types.
import { z } from 'zod';
import { PROJECT_INDUSTRIES, PROJECT_STATUSES } from '../projects';

const industry = z.enum(PROJECT_INDUSTRIES);

export const projectResultViewSchema = z.object({ value: z.string(), label: z.string() });
export type ProjectResultView = z.infer<typeof projectResultViewSchema>;

/** A published case study as lists show it. Its texts are English (`PROJECT_CONTENT_LANGUAGE`). */
export const projectSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  industry,
  clientType: z.string(),
  summary: z.string(),
  results: z.array(projectResultViewSchema),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  publishedAt: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** `GET /api/projects`: one page of published case studies, and every industry that has one (the filter). */
export const projectListSchema = z.object({
  projects: z.array(projectSummarySchema),
  industry: industry.nullable(),
  /** The industries with at least one published case study, in the order of the industries list. */
  industries: z.array(industry),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ProjectList = z.infer<typeof projectListSchema>;

/** `GET /api/projects/:slug`: the case study, and up to three others (its industry's first). */
export const projectPageSchema = z.object({
  project: projectSummarySchema.extend({
    challenge: z.string(),
    solution: z.string(),
    updatedAt: z.string(),
  }),
  more: z.array(projectSummarySchema),
});
export type ProjectPage = z.infer<typeof projectPageSchema>;
export type ProjectDetail = ProjectPage['project'];

/** One row of /admin/projects. */
export const adminProjectRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  industry,
  clientType: z.string(),
  status: z.enum(PROJECT_STATUSES),
  sortOrder: z.number().int(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminProjectRow = z.infer<typeof adminProjectRowSchema>;

export const adminProjectListSchema = z.object({
  projects: z.array(adminProjectRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminProjectList = z.infer<typeof adminProjectListSchema>;

/** A case study as the editor loads it: every field. */
export const adminProjectSchema = adminProjectRowSchema.extend({
  summary: z.string(),
  challenge: z.string(),
  solution: z.string(),
  results: z.array(projectResultViewSchema),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

/** `DELETE /api/admin/projects/:id`. */
export const projectDeletedSchema = z.object({ deleted: z.literal(true) });
