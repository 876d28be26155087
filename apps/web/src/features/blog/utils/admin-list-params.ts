import { BLOG_ADMIN_SORTS, BLOG_POST_STATUSES, type BlogAdminSort, type BlogPostStatus } from '@receptiva/shared';
import { type AdminListView, readAdminListView } from '@/lib/admin-list-view';

/** /admin/blog's view, all of it in the URL. */
export type AdminBlogView = AdminListView<BlogPostStatus, BlogAdminSort>;

export const readAdminBlogView = (params: URLSearchParams): AdminBlogView =>
  readAdminListView(params, { statuses: BLOG_POST_STATUSES, sorts: BLOG_ADMIN_SORTS });
