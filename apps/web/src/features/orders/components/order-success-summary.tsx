import { CircleCheck, CircleX, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { useOrderBySession } from '../api/get-order-by-session';
import { useOrderPurchaseEvent } from '../hooks/use-order-purchase-event';
import { OrderItemsList } from './order-items-list';

interface OrderSuccessSummaryProps {
  sessionId: string | null;
  /** Called once when the order is seen paid (the page empties the cart). */
  onPaid: () => void;
}

/** /checkout-success: the real order of the checkout session; a pending one is re-read until the payment lands. */
export const OrderSuccessSummary = ({ sessionId, onPaid }: OrderSuccessSummaryProps) => {
  const { t } = useTranslation('orders');
  const formatUsd = useFormatUsd();
  const { data: order, isError, isPending, refetch } = useOrderBySession(sessionId);
  const status = order?.status;
  const reportedPaid = useRef(false);
  useOrderPurchaseEvent(order);

  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setTimeout(() => void refetch(), 2000);
    return () => clearTimeout(timer);
  }, [status, refetch]);
  useEffect(() => {
    if (status !== 'paid' || reportedPaid.current) return;
    reportedPaid.current = true;
    onPaid();
  }, [status, onPaid]);

  if (!sessionId || isError) return <p className="text-slate-700">{t('success.notFound')}</p>;
  if (isPending || !order) {
    return (
      <p className="flex items-center gap-2 text-slate-700">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        {t('success.loading')}
      </p>
    );
  }
  const isPaid = order.status === 'paid';
  const isFailed = order.status === 'failed' || order.status === 'cancelled';
  const state = isPaid ? 'paid' : isFailed ? 'failed' : 'pending';
  const Icon = isPaid ? CircleCheck : isFailed ? CircleX : Loader2;
  return (
    <div className="grid gap-6">
      <div className="flex items-center gap-3">
        <Icon
          aria-hidden="true"
          className={isPaid ? 'size-8 text-emerald-600' : isFailed ? 'size-8 text-red-600' : 'size-8 animate-spin'}
        />
        <h2 className="text-3xl font-bold text-slate-900">{t(`success.${state}Title`)}</h2>
      </div>
      <p role="status" className="text-slate-700">
        {t(`success.${state}Text`)}
      </p>
      <section aria-labelledby="order-receipt" className="rounded-2xl bg-white px-6 py-4 ring-1 ring-slate-200">
        <h3 id="order-receipt" className="font-semibold text-slate-900">
          {t('success.receipt', { number: order.receiptNumber })}
        </h3>
        <OrderItemsList items={order.items} label={t('history.itemsLabel', { number: order.receiptNumber })} />
        <dl className="grid gap-1 border-t border-slate-200 pt-3">
          <div className="flex justify-between text-sm text-slate-700">
            <dt>{t('checkout.discount')}</dt>
            <dd className="tabular-nums">−{formatUsd(order.discountCents)}</dd>
          </div>
          <div className="flex justify-between text-lg font-bold text-slate-900">
            <dt>{t('checkout.total')}</dt>
            <dd className="tabular-nums">{formatUsd(order.totalCents)}</dd>
          </div>
        </dl>
      </section>
      <Link
        to={isFailed ? paths.checkout.getHref() : paths.orderHistory.getHref()}
        className={buttonClasses({ size: 'lg', className: 'w-fit' })}
      >
        {isFailed ? t('success.backToCheckout') : t('success.orderHistory')}
      </Link>
    </div>
  );
};
