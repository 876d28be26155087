import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayStatusOf, OrderStatusBadge } from '@/components/orders/order-status-badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { formatLocalDate } from '@/lib/format-date';
import { useOrderHistory } from '../api/get-order-history';

const RECENT_ORDERS = 3;

/** The dashboard overview's last marketplace orders (newest first, as the server sorts them). */
export const RecentOrders = () => {
  const { t, i18n } = useTranslation('orders');
  const formatUsd = useFormatUsd();
  const { data, isPending, isError, refetch } = useOrderHistory();

  if (isPending) return <Spinner label={t('history.loading')} />;
  if (isError) {
    return (
      <div role="alert" className="grid gap-2">
        <p>{t('history.loadError')}</p>
        <Button variant="outline" size="sm" className="w-fit" onClick={() => void refetch()}>
          {t('history.retry')}
        </Button>
      </div>
    );
  }
  const orders = data.orders.slice(0, RECENT_ORDERS);
  if (orders.length === 0) {
    return (
      <div className="grid gap-3">
        <p>{t('history.empty')}</p>
        <Link
          to={paths.marketplace.getHref()}
          className={buttonClasses({ variant: 'outline', size: 'sm', className: 'w-fit' })}
        >
          {t('history.emptyAction')}
        </Link>
      </div>
    );
  }
  return (
    <ol className="divide-y divide-slate-100">
      {orders.map((order) => (
        <li
          key={order.id}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
        >
          <span className="grid">
            <span className="font-semibold text-slate-900">
              {t('history.orderLabel', { number: order.receiptNumber })}
            </span>
            <span className="text-slate-600">{formatLocalDate(order.paidAt ?? order.createdAt, i18n.language)}</span>
          </span>
          <span className="flex items-center gap-3">
            <OrderStatusBadge status={displayStatusOf(order)} />
            <span className="font-semibold text-slate-900 tabular-nums">{formatUsd(order.totalCents)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
};
