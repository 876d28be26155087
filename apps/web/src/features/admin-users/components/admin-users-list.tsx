import { AdminListResults } from '@/components/admin/admin-list-results';
import { useAdminUsers } from '../api/get-admin-users';
import { useAdminUsersView } from '../utils/use-admin-users-view';
import { AdminUsersFilters } from './admin-users-filters';
import { AdminUsersTable } from './admin-users-table';

/** /admin/users's table: search, filters, sort and page live in the URL and are applied by the server. */
export const AdminUsersList = () => {
  const { view, hrefOf, go, sortBy } = useAdminUsersView();
  const users = useAdminUsers({
    search: view.search || undefined,
    role: view.role ?? undefined,
    membership: view.membership ?? undefined,
    sort: view.sort,
    direction: view.direction,
    page: view.page,
  });
  const data = users.data;
  return (
    <div className="grid gap-6">
      <AdminUsersFilters key={view.search} view={view} onChange={go} />
      <AdminListResults
        namespace="admin-users"
        isError={users.isError}
        isPlaceholderData={users.isPlaceholderData}
        page={data && { total: data.total, pageSize: data.pageSize, count: data.users.length }}
        current={view.page}
        hrefOf={(page) => hrefOf({ page })}
      >
        {data ? <AdminUsersTable users={data.users} total={data.total} view={view} onSort={sortBy} /> : null}
      </AdminListResults>
    </div>
  );
};
