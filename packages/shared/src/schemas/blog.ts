import { z } from 'zod';
import { BLOG_CATEGORIES, BLOG_MAX_PAGE, BLOG_POST_STATUSES } from '../blog';
import { SITE_LANGUAGE_CODES, type SiteLanguage } from '../languages';
import { isHttpsUrl } from '../safe-url';

const language = z.enum(SITE_LANGUAGE_CODES as [SiteLanguage, ...SiteLanguage[]]);

/** A post's address under /blog/: lower-case words joined by single hyphens. */
export const blogSlugSchema = z
  .string()
  .trim()
  .min(3)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.');

/** `GET /api/blog/posts`: the visitor's language (English fills in per post), a category, a page. */
export const blogListQuerySchema = z.object({
  language: language.default('en'),
  category: z.enum(BLOG_CATEGORIES).optional(),
  page: z.coerce.number().int().min(1).max(BLOG_MAX_PAGE).default(1),
});

export const blogPostParamsSchema = z.object({ slug: blogSlugSchema });
export const blogPostQuerySchema = z.object({ language: language.default('en') });

export const BLOG_ADMIN_SORTS = ['updatedAt', 'publishedAt', 'title'] as const;
export type BlogAdminSort = (typeof BLOG_ADMIN_SORTS)[number];

/** `GET /api/admin/blog/posts`: search in title and slug, a status, a sort, a page. */
export const adminBlogListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(BLOG_POST_STATUSES).optional(),
  sort: z.enum(BLOG_ADMIN_SORTS).default('updatedAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminBlogListQuery = z.input<typeof adminBlogListQuerySchema>;

export const adminBlogPostParamsSchema = z.object({ postId: z.uuid() });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** A cover image is loaded from an https address only (no mixed content, no `javascript:` or `data:`). */
const coverImageUrl = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isHttpsUrl(value), { message: 'Use an https:// address.' });

/** Create or replace one post in one language (`POST` and `PUT /api/admin/blog/posts`). Status has its own routes. */
export const blogPostInputSchema = z
  .object({
    slug: blogSlugSchema,
    language,
    title: z.string().trim().min(1).max(200),
    excerpt: z.string().trim().min(1).max(400),
    body: z.string().trim().min(1).max(100_000),
    category: z.enum(BLOG_CATEGORIES),
    coverImageUrl,
    coverImageAlt: optionalText(200),
    authorName: z.string().trim().min(1).max(100),
  })
  .refine((post) => post.coverImageUrl === null || post.coverImageAlt !== null, {
    message: 'Describe the image for people who cannot see it.',
    path: ['coverImageAlt'],
  });
export type BlogPostInput = z.input<typeof blogPostInputSchema>;
