import type { AdminUserSort } from '@receptiva/shared';
import { useSearchParams } from 'react-router';
import { type AdminUsersView, adminUsersSearch, readAdminUsersView } from './admin-users-view';

/** The view in the URL and the ways to move: a filter starts again at page 1, a second press reverses the sort. */
export function useAdminUsersView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readAdminUsersView(searchParams);
  const hrefOf = (next: Partial<AdminUsersView>) => ({ search: adminUsersSearch({ ...view, ...next }) });
  const go = (next: Partial<AdminUsersView>) =>
    setSearchParams(new URLSearchParams(adminUsersSearch({ ...view, ...next })));
  const sortBy = (sort: AdminUserSort) =>
    go({ sort, direction: view.sort === sort && view.direction === 'desc' ? 'asc' : 'desc', page: 1 });
  return { view, hrefOf, go, sortBy };
}
