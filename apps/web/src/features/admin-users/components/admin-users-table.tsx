import type { AdminUserRow, AdminUserSort } from '@receptiva/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminDataTable } from '@/components/admin/admin-data-table';
import { paths } from '@/config/paths';
import { formatCalendarDate } from '@/lib/format-date';
import type { AdminUsersView } from '../utils/admin-users-view';

interface AdminUsersTableProps {
  users: AdminUserRow[];
  total: number;
  view: AdminUsersView;
  onSort: (sort: AdminUserSort) => void;
}

/** The users of one page; Name, E-mail and Joined sort on the server. */
export const AdminUsersTable = ({ users, total, view, onSort }: AdminUsersTableProps) => {
  const { t, i18n } = useTranslation('admin-users');
  const columns: ColumnDef<AdminUserRow, never>[] = [
    {
      id: 'name',
      header: t('table.name'),
      meta: { sort: 'name' },
      cell: ({ row }) => (
        <Link
          to={paths.admin.user.getHref(row.original.id)}
          aria-label={t('table.open', { name: row.original.name || row.original.email })}
          className="font-medium text-slate-900 underline-offset-4 hover:underline"
        >
          {row.original.name || row.original.email}
        </Link>
      ),
    },
    { id: 'email', header: t('table.email'), meta: { sort: 'email' }, cell: ({ row }) => row.original.email },
    { id: 'role', header: t('table.role'), cell: ({ row }) => t(`roles.${row.original.role}`) },
    {
      id: 'membership',
      header: t('table.membership'),
      cell: ({ row }) => t(`membershipStates.${row.original.membership}`),
    },
    {
      id: 'createdAt',
      header: t('table.joined'),
      meta: { sort: 'createdAt' },
      cell: ({ row }) => formatCalendarDate(row.original.createdAt, i18n.language),
    },
  ];
  return (
    <AdminDataTable
      caption={t('table.caption', { total })}
      minWidthClass="min-w-[48rem]"
      columns={columns}
      rows={users}
      getRowId={(row) => row.id}
      view={{ ...view, status: null }}
      onSort={onSort}
      sortByLabel={(column) => t('table.sortBy', { column })}
    />
  );
};
