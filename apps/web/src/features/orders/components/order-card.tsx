import type { OrderView } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { displayStatusOf, OrderStatusBadge } from '@/components/orders/order-status-badge';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { formatLocalDate } from '@/lib/format-date';
import { OrderItemsList } from './order-items-list';
import { OrderTimeline } from './order-timeline';

/** One marketplace order in the history: receipt number, dates, status, its timeline, lines and totals. */
export const OrderCard = ({ order }: { order: OrderView }) => {
  const { t, i18n } = useTranslation('orders');
  const formatUsd = useFormatUsd();
  const headingId = `order-${order.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white px-6 py-5 ring-1 ring-slate-200">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id={headingId} className="font-semibold text-slate-900">
            {t('history.orderLabel', { number: order.receiptNumber })}
          </h3>
          <p className="text-sm text-slate-600">
            {order.paidAt
              ? t('history.paidOn', { date: formatLocalDate(order.paidAt, i18n.language) })
              : t('history.placedOn', { date: formatLocalDate(order.createdAt, i18n.language) })}
          </p>
        </div>
        <OrderStatusBadge status={displayStatusOf(order)} />
      </header>
      <OrderTimeline steps={order.timeline} label={t('fulfilment.timelineLabel', { number: order.receiptNumber })} />
      <OrderItemsList items={order.items} label={t('history.itemsLabel', { number: order.receiptNumber })} />
      <dl className="grid gap-1 border-t border-slate-200 pt-3">
        {order.discountCents > 0 ? (
          <div className="flex justify-between text-sm text-slate-700">
            <dt>{t('history.discount')}</dt>
            <dd className="tabular-nums">−{formatUsd(order.discountCents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between font-bold text-slate-900">
          <dt>{t('history.total')}</dt>
          <dd className="tabular-nums">{formatUsd(order.totalCents)}</dd>
        </div>
      </dl>
    </article>
  );
};
