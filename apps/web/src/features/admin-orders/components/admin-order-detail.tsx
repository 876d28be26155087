import type { RefundSubject } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { useAdminCrumbLabel } from '@/components/admin/admin-crumb-label';
import { displayStatusOf, OrderStatusBadge } from '@/components/orders/order-status-badge';
import { Spinner } from '@/components/ui/spinner';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { ApiError } from '@/lib/api-client';
import { formatLocalDateTime } from '@/lib/format-date';
import { useAdminOrder } from '../api/get-admin-order';
import { FulfilmentStatusForm } from './fulfilment-status-form';
import { OrderLinesTimeline } from './order-lines-timeline';
import { OrderPayments } from './order-payments';
import { RefundForm } from './refund-form';

const card = 'grid content-start gap-6 rounded-2xl border border-slate-200 bg-white p-6';

/** One order for the admin: who, what, the timeline, payment and refunds; refund it or move its work along. */
export const AdminOrderDetail = ({ kind, orderId }: { kind: RefundSubject; orderId: string }) => {
  const { t, i18n } = useTranslation('admin-orders');
  const formatUsd = useFormatUsd();
  const order = useAdminOrder(kind, orderId);
  useAdminCrumbLabel(order.data?.row.receiptNumber);
  if (order.isError) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {notFound ? t('detail.notFound') : t('detail.failed')}
      </p>
    );
  }
  if (!order.data) return <Spinner label={t('detail.loading')} showLabel />;
  const { row, fulfilment, refunds } = order.data;
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">
            {t('detail.title', { number: row.receiptNumber })}
          </h1>
          <OrderStatusBadge status={displayStatusOf(row)} />
        </div>
        <p className="text-slate-600">
          {t(`kind.${row.kind}`)} · {formatLocalDateTime(row.createdAt, i18n.language)} · {formatUsd(row.totalCents)}
        </p>
        <p className="text-slate-900" dir="auto">
          {row.customerName ? `${row.customerName} · ` : ''}
          {row.customerEmail}
        </p>
        {row.kind === 'membership' ? <p dir="auto">{row.description}</p> : null}
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          {fulfilment ? (
            <div className={card}>
              <OrderLinesTimeline order={fulfilment} />
            </div>
          ) : null}
          <div className={card}>
            <OrderPayments row={row} preview={refunds} />
          </div>
        </div>
        <div className="grid content-start gap-6">
          {refunds && refunds.refundableCents > 0 ? (
            <div className={card}>
              <RefundForm preview={refunds} receiptNumber={row.receiptNumber} />
            </div>
          ) : null}
          {fulfilment ? (
            <div className={card}>
              <FulfilmentStatusForm order={fulfilment} />
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
};
