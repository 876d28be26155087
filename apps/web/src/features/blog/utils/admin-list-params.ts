import { BLOG_ADMIN_SORTS, BLOG_POST_STATUSES, type BlogAdminSort, type BlogPostStatus } from '@receptiva/shared';

/** /admin/blog's view, all of it in the URL (`?search=calls&status=draft&sort=title&direction=asc&page=2`). */
export interface AdminBlogView {
  search: string;
  status: BlogPostStatus | null;
  sort: BlogAdminSort;
  direction: 'asc' | 'desc';
  page: number;
}

const DEFAULT_VIEW: AdminBlogView = { search: '', status: null, sort: 'updatedAt', direction: 'desc', page: 1 };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export function readAdminBlogView(params: URLSearchParams): AdminBlogView {
  const page = Number(params.get('page') ?? '1');
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    status: oneOf(BLOG_POST_STATUSES, params.get('status')),
    sort: oneOf(BLOG_ADMIN_SORTS, params.get('sort')) ?? DEFAULT_VIEW.sort,
    direction: oneOf(['asc', 'desc'] as const, params.get('direction')) ?? DEFAULT_VIEW.direction,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query string of a view, without its defaults. */
export function adminBlogSearch(view: AdminBlogView): string {
  const params = new URLSearchParams();
  if (view.search) params.set('search', view.search);
  if (view.status) params.set('status', view.status);
  if (view.sort !== DEFAULT_VIEW.sort || view.direction !== DEFAULT_VIEW.direction) {
    params.set('sort', view.sort);
    params.set('direction', view.direction);
  }
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
