import type { AdminBlogListQuery } from '@receptiva/shared';

/** The editor's queries: every list view under one prefix, so a change refreshes them all. */
export const adminBlogKeys = {
  lists: ['admin-blog-posts'] as const,
  list: (query: AdminBlogListQuery) => ['admin-blog-posts', query] as const,
  post: (postId: string) => ['admin-blog-post', postId] as const,
};
