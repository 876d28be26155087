import type { AdminEmailRow, AdminEmailSort } from '@receptiva/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminDataTable } from '@/components/admin/admin-data-table';
import { paths } from '@/config/paths';
import { formatLocalDateTime } from '@/lib/format-date';
import type { AdminEmailsView } from '../utils/admin-emails-view';
import { EmailStatusBadge } from './email-status-badge';

interface AdminEmailsTableProps {
  emails: AdminEmailRow[];
  total: number;
  view: AdminEmailsView;
  onSort: (sort: AdminEmailSort) => void;
}

/** The messages of one page; Recipient, Subject, Attempts and Queued sort on the server. */
export const AdminEmailsTable = ({ emails, total, view, onSort }: AdminEmailsTableProps) => {
  const { t, i18n } = useTranslation('admin-emails');
  const columns: ColumnDef<AdminEmailRow, never>[] = [
    {
      id: 'subject',
      header: t('table.subject'),
      meta: { sort: 'subject' },
      cell: ({ row }) => (
        <Link
          to={paths.admin.email.getHref(row.original.id)}
          dir="auto"
          className="font-medium text-slate-900 underline-offset-4 hover:underline"
        >
          {row.original.subject}
        </Link>
      ),
    },
    {
      id: 'to',
      header: t('table.recipient'),
      meta: { sort: 'to' },
      cell: ({ row }) => <span dir="ltr">{row.original.to}</span>,
    },
    { id: 'status', header: t('table.status'), cell: ({ row }) => <EmailStatusBadge status={row.original.status} /> },
    {
      id: 'attempts',
      header: t('table.attempts'),
      meta: { sort: 'attempts', cellClassName: 'tabular-nums' },
      cell: ({ row }) => row.original.attempts,
    },
    {
      id: 'createdAt',
      header: t('table.created'),
      meta: { sort: 'createdAt' },
      cell: ({ row }) => formatLocalDateTime(row.original.createdAt, i18n.language),
    },
  ];
  return (
    <AdminDataTable
      caption={t('table.caption', { total })}
      minWidthClass="min-w-[48rem]"
      columns={columns}
      rows={emails}
      getRowId={(row) => row.id}
      view={view}
      onSort={onSort}
      sortByLabel={(column) => t('table.sortBy', { column })}
    />
  );
};
