import {
  ADMIN_EMAIL_SORTS,
  type AdminEmailSort,
  EMAIL_OUTBOX_STATUSES,
  type EmailOutboxStatus,
} from '@receptiva/shared';

/** The outbox view, all of it in the URL (`?search=ada&status=failed&sort=subject&direction=asc&page=2`). */
export interface AdminEmailsView {
  search: string;
  status: EmailOutboxStatus | null;
  sort: AdminEmailSort;
  direction: 'asc' | 'desc';
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** Reads the view from the URL; anything unknown falls back to the default (every status, newest first). */
export function readAdminEmailsView(params: URLSearchParams): AdminEmailsView {
  const page = Number(params.get('page') ?? '1');
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    status: oneOf(EMAIL_OUTBOX_STATUSES, params.get('status')),
    sort: oneOf(ADMIN_EMAIL_SORTS, params.get('sort')) ?? 'createdAt',
    direction: oneOf(['asc', 'desc'] as const, params.get('direction')) ?? 'desc',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query string of a view, without its defaults. */
export function adminEmailsSearch(view: AdminEmailsView): string {
  const params = new URLSearchParams();
  if (view.search) params.set('search', view.search);
  if (view.status) params.set('status', view.status);
  if (view.sort !== 'createdAt' || view.direction !== 'desc') {
    params.set('sort', view.sort);
    params.set('direction', view.direction);
  }
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
