import type { BlogCategory } from '@receptiva/shared';

export interface BlogPostText {
  title: string;
  excerpt: string;
  authorName: string;
  /** Markdown. */
  body: string;
}

/** A built-in post: English always, some also translated (issue 14: the three newest in Spanish and German). */
export interface BlogPostDefinition {
  slug: string;
  category: BlogCategory;
  publishedAt: string;
  en: BlogPostText;
  es?: BlogPostText;
  de?: BlogPostText;
}
