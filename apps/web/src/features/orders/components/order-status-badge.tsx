import type { OrderStatus } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const TONES: Record<OrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  paid: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  failed: 'bg-red-50 text-red-700 ring-red-600/20',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  partially_refunded: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

/** An order's status in words and colour (the colour is never the only signal). */
export const OrderStatusBadge = ({ status }: { status: OrderStatus }) => {
  const { t } = useTranslation('orders');
  return (
    <span
      data-status={status}
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', TONES[status])}
    >
      {t(`status.${status}`)}
    </span>
  );
};
