import type { BlogPostList, BlogPostPage, BlogPostSummary } from '@receptiva/shared';

export const summary = (slug: string, overrides: Partial<BlogPostSummary> = {}): BlogPostSummary => ({
  slug,
  language: 'en',
  title: `Title of ${slug}`,
  excerpt: `Excerpt of ${slug}`,
  category: 'reviews',
  coverImageUrl: null,
  coverImageAlt: null,
  authorName: 'Editorial team',
  publishedAt: '2025-06-10T09:00:00.000Z',
  readingMinutes: 4,
  ...overrides,
});

export const listOf = (posts: BlogPostSummary[], overrides: Partial<BlogPostList> = {}): BlogPostList => ({
  posts,
  category: null,
  page: 1,
  pageSize: 6,
  total: posts.length,
  ...overrides,
});

export const pageOf = (slug: string, overrides: Partial<BlogPostPage['post']> = {}): BlogPostPage => ({
  post: {
    ...summary(slug),
    bodyHtml: '<h2>Why it matters</h2>\n<p>Answer <strong>every</strong> call.</p>',
    updatedAt: '2025-06-11T09:00:00.000Z',
    languages: ['en'],
    ...overrides,
  },
  related: [summary('related-one'), summary('related-two')],
});
