import type { AdminOrderRow } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayStatusOf, OrderStatusBadge } from '@/components/orders/order-status-badge';
import { paths } from '@/config/paths';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { formatCalendarDate } from '@/lib/format-date';

/** The user's latest orders of both kinds, each opening its page in /admin/orders. */
export const UserRecentOrders = ({ orders }: { orders: AdminOrderRow[] }) => {
  const { t, i18n } = useTranslation('admin-users');
  const formatUsd = useFormatUsd();
  if (orders.length === 0) return <p className="text-sm text-slate-600">{t('detail.noOrders')}</p>;
  return (
    <ul className="grid gap-1.5 text-sm" aria-label={t('detail.recentOrders')}>
      {orders.map((order) => (
        <li key={`${order.kind}-${order.id}`} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to={paths.admin.order.getHref(order.kind, order.id)}
            className="font-medium text-primary-700 underline underline-offset-4"
          >
            {order.receiptNumber}
          </Link>
          <span className="text-slate-600">
            {t(`detail.orderKinds.${order.kind}`)} · {formatCalendarDate(order.createdAt, i18n.language)} ·{' '}
            {formatUsd(order.totalCents)}
          </span>
          <OrderStatusBadge status={displayStatusOf(order)} />
        </li>
      ))}
    </ul>
  );
};
