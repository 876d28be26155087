// Response schemas (decision 014); the web imports only the types.
import { z } from 'zod';
import { BLOG_CATEGORIES, BLOG_POST_STATUSES } from '../blog';
import { SITE_LANGUAGE_CODES, type SiteLanguage } from '../languages';

const language = z.enum(SITE_LANGUAGE_CODES as [SiteLanguage, ...SiteLanguage[]]);

/** A published post as lists show it, in the visitor's language or English. */
export const blogPostSummarySchema = z.object({
  slug: z.string(),
  language,
  title: z.string(),
  excerpt: z.string(),
  category: z.enum(BLOG_CATEGORIES),
  coverImageUrl: z.string().nullable(),
  coverImageAlt: z.string().nullable(),
  authorName: z.string(),
  publishedAt: z.string(),
  readingMinutes: z.number().int(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** `GET /api/blog/posts`: one page of published posts, newest first. */
export const blogPostListSchema = z.object({
  posts: z.array(blogPostSummarySchema),
  category: z.enum(BLOG_CATEGORIES).nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type BlogPostList = z.infer<typeof blogPostListSchema>;

/** `GET /api/blog/posts/:slug`: the post with its body as safe HTML, and up to three posts of its category. */
export const blogPostPageSchema = z.object({
  post: blogPostSummarySchema.extend({
    /** The Markdown rendered by `renderMarkdown`: no raw HTML, only safe links and images. */
    bodyHtml: z.string(),
    updatedAt: z.string(),
    /** Every language the post is published in. */
    languages: z.array(language),
  }),
  related: z.array(blogPostSummarySchema),
});
export type BlogPostPage = z.infer<typeof blogPostPageSchema>;
export type BlogPost = BlogPostPage['post'];

/** One row of /admin/blog: a post in one language. */
export const adminBlogPostRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  language,
  title: z.string(),
  category: z.enum(BLOG_CATEGORIES),
  status: z.enum(BLOG_POST_STATUSES),
  authorName: z.string(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminBlogPostRow = z.infer<typeof adminBlogPostRowSchema>;

export const adminBlogPostListSchema = z.object({
  posts: z.array(adminBlogPostRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminBlogPostList = z.infer<typeof adminBlogPostListSchema>;

/** A post as the editor loads it: every field, the Markdown source included. */
export const adminBlogPostSchema = adminBlogPostRowSchema.extend({
  excerpt: z.string(),
  body: z.string(),
  coverImageUrl: z.string().nullable(),
  coverImageAlt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

/** `DELETE /api/admin/blog/posts/:id`. */
export const blogPostDeletedSchema = z.object({ deleted: z.literal(true) });
