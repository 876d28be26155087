import type { StaffTicketRow, StaffTicketSort } from '@receptiva/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminDataTable } from '@/components/admin/admin-data-table';
import { TicketStatusBadge } from '@/components/support/ticket-status-badge';
import { formatLocalDateTime } from '@/lib/format-date';
import { formatDuration } from '@/lib/format-duration';
import type { StaffTicketsView } from '../utils/staff-tickets-view';

interface StaffTicketsTableProps {
  tickets: StaffTicketRow[];
  total: number;
  view: StaffTicketsView;
  onSort: (sort: StaffTicketSort) => void;
  /** Where a ticket opens: /admin/support/{id}, or the staff dashboard's thread. */
  hrefOf: (ticketId: string) => string;
}

/** One page of tickets; Subject, Status, Opened and Last activity sort on the server (a second press reverses). */
export const StaffTicketsTable = ({ tickets, total, view, onSort, hrefOf }: StaffTicketsTableProps) => {
  const { t, i18n } = useTranslation('support');
  const language = i18n.language;
  const columns = useMemo<ColumnDef<StaffTicketRow, never>[]>(() => {
    const duration = (seconds: number | null) => (seconds === null ? '—' : formatDuration(seconds, language));
    return [
      {
        id: 'number',
        header: t('table.number'),
        cell: ({ row }) => (
          <Link
            to={hrefOf(row.original.id)}
            className="font-semibold whitespace-nowrap text-slate-900 underline-offset-4 hover:underline"
            aria-label={t('table.open', { number: row.original.number })}
          >
            {row.original.number}
          </Link>
        ),
      },
      {
        id: 'subject',
        header: t('table.subject'),
        meta: { sort: 'subject' },
        cell: ({ row }) => (
          <span dir="auto" className="line-clamp-2">
            {row.original.subject}
          </span>
        ),
      },
      {
        id: 'customer',
        header: t('table.customer'),
        cell: ({ row }) => (
          <div className="grid">
            <span dir="auto">{row.original.customerName}</span>
            <span className="text-xs text-slate-600">{row.original.customerEmail}</span>
          </div>
        ),
      },
      { id: 'category', header: t('table.category'), cell: ({ row }) => t(`category.${row.original.category}`) },
      {
        id: 'status',
        header: t('table.status'),
        meta: { sort: 'status' },
        cell: ({ row }) => <TicketStatusBadge status={row.original.status} audience="staff" />,
      },
      {
        id: 'assignee',
        header: t('table.assignee'),
        cell: ({ row }) => row.original.assignee?.name ?? <span className="text-slate-600">{t('table.nobody')}</span>,
      },
      {
        id: 'createdAt',
        header: t('table.createdAt'),
        meta: { sort: 'createdAt' },
        cell: ({ row }) => formatLocalDateTime(row.original.createdAt, language),
      },
      {
        id: 'updatedAt',
        header: t('table.updatedAt'),
        meta: { sort: 'updatedAt' },
        cell: ({ row }) => formatLocalDateTime(row.original.updatedAt, language),
      },
      {
        id: 'firstResponse',
        header: t('table.firstResponse'),
        meta: { cellClassName: 'tabular-nums' },
        cell: ({ row }) => duration(row.original.firstResponseSeconds),
      },
      {
        id: 'resolution',
        header: t('table.resolution'),
        meta: { cellClassName: 'tabular-nums' },
        cell: ({ row }) => duration(row.original.resolutionSeconds),
      },
    ];
  }, [t, language, hrefOf]);
  return (
    <AdminDataTable<StaffTicketRow, StaffTicketSort>
      caption={t('table.caption', { total })}
      minWidthClass="min-w-[72rem]"
      columns={columns}
      rows={tickets}
      getRowId={(ticket) => ticket.id}
      view={view}
      onSort={onSort}
      sortByLabel={(column) => t('table.sortBy', { column })}
    />
  );
};
