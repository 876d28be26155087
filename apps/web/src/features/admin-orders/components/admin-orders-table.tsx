import type { AdminOrderRow, AdminOrderSort } from '@receptiva/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminDataTable } from '@/components/admin/admin-data-table';
import { displayStatusOf, OrderStatusBadge } from '@/components/orders/order-status-badge';
import { paths } from '@/config/paths';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { formatLocalDateTime } from '@/lib/format-date';
import type { AdminOrdersView } from '../utils/admin-orders-view';

interface AdminOrdersTableProps {
  orders: AdminOrderRow[];
  total: number;
  view: AdminOrdersView;
  onSort: (sort: AdminOrderSort) => void;
}

/** One page of orders; Date, Customer and Total sort on the server (a second press reverses). */
export const AdminOrdersTable = ({ orders, total, view, onSort }: AdminOrdersTableProps) => {
  const { t, i18n } = useTranslation('admin-orders');
  const formatUsd = useFormatUsd();
  const language = i18n.language;
  const columns = useMemo<ColumnDef<AdminOrderRow, never>[]>(
    () => [
      {
        id: 'receipt',
        header: t('table.receipt'),
        cell: ({ row }) => (
          <Link
            to={paths.admin.order.getHref(row.original.kind, row.original.id)}
            className="font-semibold text-slate-900 underline-offset-4 hover:underline"
            aria-label={t('table.open', { number: row.original.receiptNumber })}
          >
            {row.original.receiptNumber}
          </Link>
        ),
      },
      { id: 'kind', header: t('table.kind'), cell: ({ row }) => t(`kind.${row.original.kind}`) },
      {
        id: 'createdAt',
        header: t('table.date'),
        meta: { sort: 'createdAt' },
        cell: ({ row }) => formatLocalDateTime(row.original.createdAt, language),
      },
      {
        id: 'email',
        header: t('table.customer'),
        meta: { sort: 'email' },
        cell: ({ row }) => (
          <div className="grid">
            <span dir="auto">{row.original.customerName || row.original.customerEmail}</span>
            {row.original.customerName ? (
              <span className="text-xs text-slate-500">{row.original.customerEmail}</span>
            ) : null}
          </div>
        ),
      },
      {
        id: 'description',
        header: t('table.description'),
        cell: ({ row }) => (
          <span dir="auto" className="line-clamp-2">
            {row.original.description}
          </span>
        ),
      },
      {
        id: 'status',
        header: t('table.status'),
        cell: ({ row }) => <OrderStatusBadge status={displayStatusOf(row.original)} />,
      },
      {
        id: 'totalCents',
        header: t('table.total'),
        meta: { sort: 'totalCents', cellClassName: 'tabular-nums text-end' },
        cell: ({ row }) => formatUsd(row.original.totalCents),
      },
    ],
    [t, language, formatUsd],
  );
  return (
    <AdminDataTable<AdminOrderRow, AdminOrderSort>
      caption={t('table.caption', { total })}
      minWidthClass="min-w-[56rem]"
      columns={columns}
      rows={orders}
      getRowId={(order) => `${order.kind}-${order.id}`}
      view={view}
      onSort={onSort}
      sortByLabel={(column) => t('table.sortBy', { column })}
    />
  );
};
