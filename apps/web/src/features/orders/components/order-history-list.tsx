import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useOrderHistory } from '../api/get-order-history';
import { MembershipOrderRow } from './membership-order-row';
import { OrderCard } from './order-card';

/** /order-history: marketplace orders, then membership payments, each newest first (as the server sorts them). */
export const OrderHistoryList = () => {
  const { t } = useTranslation('orders');
  const { data, isPending, isError, refetch } = useOrderHistory();

  if (isPending) return <Spinner label={t('history.loading')} showLabel />;
  if (isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-700">
        {t('history.loadError')}
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          {t('history.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-10">
      <section aria-labelledby="orders-heading" className="grid gap-4">
        <h2 id="orders-heading" className="text-xl font-semibold text-slate-900">
          {t('history.ordersHeading')}
        </h2>
        {data.orders.length === 0 ? (
          <div className="flex flex-wrap items-center gap-4 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
            <p className="text-slate-700">{t('history.empty')}</p>
            <Link to={paths.marketplace.getHref()} className={buttonClasses({ variant: 'outline' })}>
              {t('history.emptyAction')}
            </Link>
          </div>
        ) : (
          <ol className="grid gap-4">
            {data.orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="membership-orders-heading" className="grid gap-2">
        <h2 id="membership-orders-heading" className="text-xl font-semibold text-slate-900">
          {t('history.membershipHeading')}
        </h2>
        {data.membershipOrders.length === 0 ? (
          <p className="text-slate-700">{t('history.noMembershipOrders')}</p>
        ) : (
          <ol className="divide-y divide-slate-100 rounded-2xl bg-white px-6 ring-1 ring-slate-200">
            {data.membershipOrders.map((order) => (
              <li key={order.id}>
                <MembershipOrderRow order={order} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
};
