import {
  ADMIN_ORDER_SORTS,
  type AdminOrderFilters,
  type AdminOrderSort,
  ORDER_STATUSES,
  type OrderStatus,
  type RefundSubject,
} from '@receptiva/shared';
import type { AdminListView } from '@/lib/admin-list-view';

/** /admin/orders' view, all of it in the URL: `?search=&kind=order&status=paid&from=2026-01-01&to=…&sort=…&page=2`. */
export interface AdminOrdersView extends AdminListView<OrderStatus, AdminOrderSort> {
  kind: RefundSubject | null;
  from: string;
  to: string;
}

const DEFAULTS = { sort: 'createdAt', direction: 'desc' } as const;
const KINDS = ['membership', 'order'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/** Reads the view from the URL; anything unknown falls back to the default (every order, newest first). */
export function readAdminOrdersView(params: URLSearchParams): AdminOrdersView {
  const page = Number(params.get('page') ?? '1');
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    kind: oneOf(KINDS, params.get('kind')),
    status: oneOf(ORDER_STATUSES, params.get('status')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    sort: oneOf(ADMIN_ORDER_SORTS, params.get('sort')) ?? DEFAULTS.sort,
    direction: oneOf(['asc', 'desc'] as const, params.get('direction')) ?? DEFAULTS.direction,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The filters alone (what the list and the CSV export share), without the empty ones. */
export const filtersOf = (view: AdminOrdersView): AdminOrderFilters => ({
  search: view.search || undefined,
  kind: view.kind ?? undefined,
  status: view.status ?? undefined,
  from: view.from || undefined,
  to: view.to || undefined,
});

const queryOf = (values: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The query string of a view, without its defaults. */
export function adminOrdersSearch(view: AdminOrdersView): string {
  const isDefaultSort = view.sort === DEFAULTS.sort && view.direction === DEFAULTS.direction;
  return queryOf({
    ...filtersOf(view),
    sort: isDefaultSort ? undefined : view.sort,
    direction: isDefaultSort ? undefined : view.direction,
    page: view.page > 1 ? view.page : undefined,
  });
}

/** The CSV export of the same filters. */
export const exportHrefOf = (view: AdminOrdersView) => `/api/admin/orders/export.csv${queryOf(filtersOf(view))}`;
