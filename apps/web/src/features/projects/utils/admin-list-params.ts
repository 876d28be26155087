import { PROJECT_ADMIN_SORTS, PROJECT_STATUSES, type ProjectAdminSort, type ProjectStatus } from '@receptiva/shared';

/** /admin/projects' view, all of it in the URL (`?search=hvac&status=draft&sort=title&direction=asc&page=2`). */
export interface AdminProjectView {
  search: string;
  status: ProjectStatus | null;
  sort: ProjectAdminSort;
  direction: 'asc' | 'desc';
  page: number;
}

const DEFAULT_VIEW: AdminProjectView = { search: '', status: null, sort: 'updatedAt', direction: 'desc', page: 1 };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export function readAdminProjectView(params: URLSearchParams): AdminProjectView {
  const page = Number(params.get('page') ?? '1');
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    status: oneOf(PROJECT_STATUSES, params.get('status')),
    sort: oneOf(PROJECT_ADMIN_SORTS, params.get('sort')) ?? DEFAULT_VIEW.sort,
    direction: oneOf(['asc', 'desc'] as const, params.get('direction')) ?? DEFAULT_VIEW.direction,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query string of a view, without its defaults. */
export function adminProjectSearch(view: AdminProjectView): string {
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
