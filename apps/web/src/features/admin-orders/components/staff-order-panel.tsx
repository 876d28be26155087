import { useTranslation } from 'react-i18next';
import { useAdminCrumbLabel } from '@/components/admin/admin-crumb-label';
import { Spinner } from '@/components/ui/spinner';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { ApiError } from '@/lib/api-client';
import { formatLocalDateTime } from '@/lib/format-date';
import { useStaffOrder } from '../api/get-staff-order';
import { FulfilmentStatusForm } from './fulfilment-status-form';
import { OrderLinesTimeline } from './order-lines-timeline';

const card = 'grid content-start gap-6 rounded-2xl border border-slate-200 bg-white p-6';

/**
 * A paid marketplace order for staff (the staff dashboard; decision 024): who, what, its timeline and the next step.
 * Payments and refunds stay on the admin's page.
 */
export const StaffOrderPanel = ({ orderId }: { orderId: string }) => {
  const { t, i18n } = useTranslation(['admin-orders', 'orders']);
  const formatUsd = useFormatUsd();
  const order = useStaffOrder(orderId);
  useAdminCrumbLabel(order.data?.receiptNumber);
  if (order.isError) {
    const notFound = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {notFound ? t('detail.notFound') : t('detail.failed')}
      </p>
    );
  }
  if (!order.data) return <Spinner label={t('detail.loading')} showLabel />;
  const data = order.data;
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {t('detail.title', { number: data.receiptNumber })}
        </h1>
        <p className="text-slate-600">
          {t(`orders:fulfilment.step.${data.fulfilmentStatus}`)}
          {data.paidAt ? ` · ${formatLocalDateTime(data.paidAt, i18n.language)}` : ''} · {formatUsd(data.totalCents)}
        </p>
        <p className="text-slate-900" dir="auto">
          {data.customerName ? `${data.customerName} · ` : ''}
          {data.customerEmail}
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className={card}>
          <OrderLinesTimeline order={data} />
        </div>
        <div className={card}>
          <FulfilmentStatusForm order={data} />
        </div>
      </div>
    </div>
  );
};
