import type { AdminBlogPost, AdminBlogPostRow, BlogCategory, BlogPostStatus, SiteLanguage } from '@receptiva/shared';
import type { BlogPostRow } from './blog-post-view';

export const toAdminBlogPostRow = (row: BlogPostRow): AdminBlogPostRow => ({
  id: row.id,
  slug: row.slug,
  language: row.language as SiteLanguage,
  title: row.title,
  category: row.category as BlogCategory,
  status: row.status as BlogPostStatus,
  authorName: row.authorName,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

export const toAdminBlogPost = (row: BlogPostRow): AdminBlogPost => ({
  ...toAdminBlogPostRow(row),
  excerpt: row.excerpt,
  body: row.body,
  coverImageUrl: row.coverImageUrl,
  coverImageAlt: row.coverImageAlt,
  createdAt: row.createdAt.toISOString(),
});
