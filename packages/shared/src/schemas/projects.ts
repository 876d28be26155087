import { z } from 'zod';
import { PROJECT_INDUSTRIES, PROJECT_MAX_PAGE, PROJECT_MAX_RESULTS, PROJECT_STATUSES } from '../projects';
import { isHttpsUrl } from '../safe-url';

const industry = z.enum(PROJECT_INDUSTRIES);

/** A case study's address under /projects/: lower-case words joined by single hyphens. */
export const projectSlugSchema = z
  .string()
  .trim()
  .min(3)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.');

/** `GET /api/projects`: one industry (or all), a page. */
export const projectListQuerySchema = z.object({
  industry: industry.optional(),
  page: z.coerce.number().int().min(1).max(PROJECT_MAX_PAGE).default(1),
});

export const projectParamsSchema = z.object({ slug: projectSlugSchema });

export const PROJECT_ADMIN_SORTS = ['updatedAt', 'publishedAt', 'title'] as const;
export type ProjectAdminSort = (typeof PROJECT_ADMIN_SORTS)[number];

/** `GET /api/admin/projects`: search in title, address and client type, a status, a sort, a page. */
export const adminProjectListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  sort: z.enum(PROJECT_ADMIN_SORTS).default('updatedAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminProjectListQuery = z.input<typeof adminProjectListQuerySchema>;

export const adminProjectParamsSchema = z.object({ projectId: z.uuid() });

/** One headline figure: `38%` / `more booked consultations`. */
export const projectResultSchema = z.object({
  value: z.string().trim().min(1).max(40),
  label: z.string().trim().min(1).max(120),
});

/** An image is loaded from an https address only (no mixed content, no `javascript:` or `data:`). */
const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isHttpsUrl(value), { message: 'Use an https:// address.' });

const imageAlt = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => value || null);

/** Create or replace a case study (`POST` and `PUT /api/admin/projects`). Status has its own routes. */
export const projectInputSchema = z
  .object({
    slug: projectSlugSchema,
    title: z.string().trim().min(1).max(200),
    industry,
    clientType: z.string().trim().min(1).max(120),
    summary: z.string().trim().min(1).max(400),
    challenge: z.string().trim().min(1).max(5000),
    solution: z.string().trim().min(1).max(5000),
    results: z.array(projectResultSchema).min(1).max(PROJECT_MAX_RESULTS),
    imageUrl,
    imageAlt,
    /** Lower comes first on /projects; equal positions show the newest first. */
    sortOrder: z.number().int().min(0).max(9999),
  })
  .refine((project) => project.imageUrl === null || project.imageAlt !== null, {
    message: 'Describe the image for people who cannot see it.',
    path: ['imageAlt'],
  });
export type ProjectInput = z.input<typeof projectInputSchema>;
