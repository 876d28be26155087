import type { FulfilmentStatus, OrderStatus, OrderView } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** What the badge says: the payment's status, or once paid, where the work stands (decision 024). */
export type OrderDisplayStatus = OrderStatus | Exclude<FulfilmentStatus, 'paid'>;

const TONES: Record<OrderDisplayStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  paid: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  in_progress: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-700/30',
  failed: 'bg-red-50 text-red-700 ring-red-600/20',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  partially_refunded: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

const LABEL_KEYS = {
  pending: 'status.pending',
  paid: 'status.paid',
  in_progress: 'fulfilment.badge.in_progress',
  delivered: 'fulfilment.badge.delivered',
  failed: 'status.failed',
  refunded: 'status.refunded',
  partially_refunded: 'status.partially_refunded',
  cancelled: 'status.cancelled',
} as const satisfies Record<OrderDisplayStatus, string>;

/** A refund says the last word; otherwise a paid order shows its fulfilment status. */
export const displayStatusOf = (order: Pick<OrderView, 'status' | 'fulfilmentStatus'>): OrderDisplayStatus =>
  order.status === 'paid' && order.fulfilmentStatus ? order.fulfilmentStatus : order.status;

/** An order's status in words and colour (the colour is never the only signal). */
export const OrderStatusBadge = ({ status }: { status: OrderDisplayStatus }) => {
  const { t } = useTranslation('orders');
  return (
    <span
      data-status={status}
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', TONES[status])}
    >
      {t(LABEL_KEYS[status])}
    </span>
  );
};
