import type { AdminEmailSort } from '@receptiva/shared';
import { useSearchParams } from 'react-router';
import { type AdminEmailsView, adminEmailsSearch, readAdminEmailsView } from './admin-emails-view';

/** The view in the URL and the ways to move: a filter starts again at page 1, a second press reverses the sort. */
export function useAdminEmailsView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readAdminEmailsView(searchParams);
  const hrefOf = (next: Partial<AdminEmailsView>) => ({ search: adminEmailsSearch({ ...view, ...next }) });
  const go = (next: Partial<AdminEmailsView>) =>
    setSearchParams(new URLSearchParams(adminEmailsSearch({ ...view, ...next })));
  const sortBy = (sort: AdminEmailSort) =>
    go({ sort, direction: view.sort === sort && view.direction === 'desc' ? 'asc' : 'desc', page: 1 });
  return { view, hrefOf, go, sortBy };
}
