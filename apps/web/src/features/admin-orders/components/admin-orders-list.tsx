import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminListResults } from '@/components/admin/admin-list-results';
import { buttonClasses } from '@/components/ui/button';
import { useAdminOrders } from '../api/get-admin-orders';
import {
  type AdminOrdersView,
  adminOrdersSearch,
  exportHrefOf,
  filtersOf,
  readAdminOrdersView,
} from '../utils/admin-orders-view';
import { AdminOrdersFilters } from './admin-orders-filters';
import { AdminOrdersTable } from './admin-orders-table';

/** /admin/orders' list: filters, sort and page live in the URL and are applied by the server; the export follows them. */
export const AdminOrdersList = () => {
  const { t } = useTranslation('admin-orders');
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readAdminOrdersView(searchParams);
  const hrefOf = (next: Partial<AdminOrdersView>) => ({ search: adminOrdersSearch({ ...view, ...next }) });
  const go = (next: Partial<AdminOrdersView>) =>
    setSearchParams(new URLSearchParams(adminOrdersSearch({ ...view, ...next })));
  const sortBy = (sort: AdminOrdersView['sort']) =>
    go({ sort, direction: view.sort === sort && view.direction === 'desc' ? 'asc' : 'desc', page: 1 });
  const orders = useAdminOrders({ ...filtersOf(view), sort: view.sort, direction: view.direction, page: view.page });
  const data = orders.data;
  return (
    <div className="grid gap-6">
      <AdminOrdersFilters key={view.search} view={view} onChange={go} />
      <div>
        <a href={exportHrefOf(view)} download className={buttonClasses({ variant: 'outline' })}>
          <Download aria-hidden="true" />
          {t('export')}
        </a>
      </div>
      <AdminListResults
        namespace="admin-orders"
        isError={orders.isError}
        isPlaceholderData={orders.isPlaceholderData}
        page={data && { total: data.total, pageSize: data.pageSize, count: data.orders.length }}
        current={view.page}
        hrefOf={(page) => hrefOf({ page })}
      >
        {data ? <AdminOrdersTable orders={data.orders} total={data.total} view={view} onSort={sortBy} /> : null}
      </AdminListResults>
    </div>
  );
};
