import {
  STAFF_TICKET_SORTS,
  type StaffTicketFilters,
  type StaffTicketSort,
  TICKET_AGES,
  TICKET_CATEGORIES,
  TICKET_STATUSES,
  type TicketAge,
  type TicketCategory,
  type TicketStatus,
} from '@receptiva/shared';
import type { AdminListView } from '@/lib/admin-list-view';

/** /admin/support's view, all of it in the URL: `?search=&status=open&category=crm&assignee=mine&age=…&sort=…&page=2`. */
export interface StaffTicketsView extends AdminListView<TicketStatus, StaffTicketSort> {
  category: TicketCategory | null;
  /** `mine`, `unassigned` or a staff user's id. */
  assignee: string | null;
  age: TicketAge | null;
}

const DEFAULTS = { sort: 'updatedAt', direction: 'desc' } as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** Reads the view from the URL; anything unknown falls back to the default (every ticket, latest activity first). */
export function readStaffTicketsView(params: URLSearchParams): StaffTicketsView {
  const page = Number(params.get('page') ?? '1');
  const assignee = params.get('assignee');
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    status: oneOf(TICKET_STATUSES, params.get('status')),
    category: oneOf(TICKET_CATEGORIES, params.get('category')),
    assignee: assignee && assignee.length <= 100 ? assignee : null,
    age: oneOf(TICKET_AGES, params.get('age')),
    sort: oneOf(STAFF_TICKET_SORTS, params.get('sort')) ?? DEFAULTS.sort,
    direction: oneOf(['asc', 'desc'] as const, params.get('direction')) ?? DEFAULTS.direction,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export const filtersOf = (view: StaffTicketsView): StaffTicketFilters => ({
  search: view.search || undefined,
  status: view.status ?? undefined,
  category: view.category ?? undefined,
  assignee: view.assignee ?? undefined,
  age: view.age ?? undefined,
});

/** The query string of a view, without its defaults. */
export function staffTicketsSearch(view: StaffTicketsView): string {
  const isDefaultSort = view.sort === DEFAULTS.sort && view.direction === DEFAULTS.direction;
  const params = new URLSearchParams();
  const values = {
    ...filtersOf(view),
    sort: isDefaultSort ? undefined : view.sort,
    direction: isDefaultSort ? undefined : view.direction,
    page: view.page > 1 ? String(view.page) : undefined,
  };
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
