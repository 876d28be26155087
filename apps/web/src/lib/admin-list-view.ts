/**
 * The view of an admin content list (the blog's posts, the case studies), all of it in the URL
 * (`?search=calls&status=draft&sort=title&direction=asc&page=2`); each list names its statuses and sort keys.
 */
export interface AdminListView<Status extends string, Sort extends string> {
  search: string;
  status: Status | null;
  sort: Sort;
  direction: 'asc' | 'desc';
  page: number;
}

const DEFAULT_SORT = 'updatedAt';
const DEFAULT_DIRECTION = 'desc';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** Reads a list's view from its URL; anything unknown falls back to the default (every status, newest edit first). */
export function readAdminListView<Status extends string, Sort extends string>(
  params: URLSearchParams,
  { statuses, sorts }: { statuses: readonly Status[]; sorts: readonly (Sort | typeof DEFAULT_SORT)[] },
): AdminListView<Status, Sort | typeof DEFAULT_SORT> {
  const page = Number(params.get('page') ?? '1');
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    status: oneOf(statuses, params.get('status')),
    sort: oneOf(sorts, params.get('sort')) ?? DEFAULT_SORT,
    direction: oneOf(['asc', 'desc'] as const, params.get('direction')) ?? DEFAULT_DIRECTION,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query string of a view, without its defaults. */
export function adminListSearch(view: AdminListView<string, string>): string {
  const params = new URLSearchParams();
  if (view.search) params.set('search', view.search);
  if (view.status) params.set('status', view.status);
  if (view.sort !== DEFAULT_SORT || view.direction !== DEFAULT_DIRECTION) {
    params.set('sort', view.sort);
    params.set('direction', view.direction);
  }
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
