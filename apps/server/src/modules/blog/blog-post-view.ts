import { type BlogCategory, type BlogPostSummary, readingMinutes, type SiteLanguage } from '@receptiva/shared';
import type { blogPosts } from '../../db/schema';

export type BlogPostRow = typeof blogPosts.$inferSelect;

/** A published row as lists show it. */
export const toBlogPostSummary = (row: BlogPostRow): BlogPostSummary => ({
  slug: row.slug,
  language: row.language as SiteLanguage,
  title: row.title,
  excerpt: row.excerpt,
  category: row.category as BlogCategory,
  coverImageUrl: row.coverImageUrl,
  coverImageAlt: row.coverImageAlt,
  authorName: row.authorName,
  publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
  readingMinutes: readingMinutes(row.body),
});
