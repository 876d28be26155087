import type { ServiceAdminSort } from '@receptiva/shared';
import { useSearchParams } from 'react-router';
import { type AdminServiceView, adminServiceSearch, readAdminServiceView } from '../utils/admin-service-view';

/**
 * /admin/services' view as the URL holds it (like `useAdminListView`, plus the category): a filter starts again at
 * page 1, a second press on the sorted column reverses it.
 */
export function useAdminServiceView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readAdminServiceView(searchParams);
  const hrefOf = (next: Partial<AdminServiceView>) => ({ search: adminServiceSearch({ ...view, ...next }) });
  const go = (next: Partial<AdminServiceView>) =>
    setSearchParams(new URLSearchParams(adminServiceSearch({ ...view, ...next })));
  const sortBy = (sort: ServiceAdminSort) =>
    go({ sort, direction: view.sort === sort && view.direction === 'desc' ? 'asc' : 'desc', page: 1 });
  return { view, hrefOf, go, sortBy };
}
