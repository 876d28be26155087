import {
  ADMIN_USER_SORTS,
  type AdminUserSort,
  MEMBERSHIP_STATES,
  type MembershipState,
  ROLES,
  type StoredRole,
} from '@receptiva/shared';

/** /admin/users's view, all of it in the URL (`?search=ada&role=member&membership=active&sort=name&page=2`). */
export interface AdminUsersView {
  search: string;
  role: StoredRole | null;
  membership: MembershipState | null;
  sort: AdminUserSort;
  direction: 'asc' | 'desc';
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** Reads the view from the URL; anything unknown falls back to the default (everyone, newest first). */
export function readAdminUsersView(params: URLSearchParams): AdminUsersView {
  const page = Number(params.get('page') ?? '1');
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    role: oneOf(ROLES, params.get('role')),
    membership: oneOf(MEMBERSHIP_STATES, params.get('membership')),
    sort: oneOf(ADMIN_USER_SORTS, params.get('sort')) ?? 'createdAt',
    direction: oneOf(['asc', 'desc'] as const, params.get('direction')) ?? 'desc',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query string of a view, without its defaults. */
export function adminUsersSearch(view: AdminUsersView): string {
  const params = new URLSearchParams();
  if (view.search) params.set('search', view.search);
  if (view.role) params.set('role', view.role);
  if (view.membership) params.set('membership', view.membership);
  if (view.sort !== 'createdAt' || view.direction !== 'desc') {
    params.set('sort', view.sort);
    params.set('direction', view.direction);
  }
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
