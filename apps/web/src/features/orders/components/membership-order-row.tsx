import type { MembershipOrderSummary } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { PlanName } from '@/components/ui/plan-name';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { formatLocalDate } from '@/lib/format-date';

/** A membership payment in the history: plan, receipt number, date, status and amount. */
export const MembershipOrderRow = ({ order }: { order: MembershipOrderSummary }) => {
  const { t, i18n } = useTranslation('orders');
  const formatUsd = useFormatUsd();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 py-4">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          <PlanName name={order.planName} />
        </p>
        <p className="text-sm text-slate-600">
          {t('history.receipt')} {order.receiptNumber} ·{' '}
          {order.paidAt
            ? t('history.paidOn', { date: formatLocalDate(order.paidAt, i18n.language) })
            : t('history.placedOn', { date: formatLocalDate(order.createdAt, i18n.language) })}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <OrderStatusBadge status={order.status} />
        <span className="font-semibold text-slate-900 tabular-nums">{formatUsd(order.amountCents)}</span>
      </div>
    </div>
  );
};
