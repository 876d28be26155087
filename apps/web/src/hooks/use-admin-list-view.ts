import { useSearchParams } from 'react-router';
import { type AdminListView, adminListSearch } from '@/lib/admin-list-view';

/**
 * An admin list's view as the URL holds it, with the link to another view and the ways to move to one: a filter
 * starts again at page 1, a second press on the sorted column reverses it.
 */
export function useAdminListView<Status extends string, Sort extends string>(
  read: (params: URLSearchParams) => AdminListView<Status, Sort>,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = read(searchParams);
  const hrefOf = (next: Partial<AdminListView<Status, Sort>>) => ({ search: adminListSearch({ ...view, ...next }) });
  const go = (next: Partial<AdminListView<Status, Sort>>) =>
    setSearchParams(new URLSearchParams(adminListSearch({ ...view, ...next })));
  const sortBy = (sort: Sort) =>
    go({ sort, direction: view.sort === sort && view.direction === 'desc' ? 'asc' : 'desc', page: 1 });
  return { view, hrefOf, go, sortBy };
}
