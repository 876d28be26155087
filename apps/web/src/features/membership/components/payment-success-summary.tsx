import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Loader2 } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PlanName } from '@/components/ui/plan-name';
import { paths } from '@/config/paths';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { meQueryOptions, useAuth } from '@/lib/auth';
import { formatLocalDate } from '@/lib/format-date';
import { useMembershipOrder } from '../api/get-membership-order';
import { usePurchaseEvent } from '../hooks/use-purchase-event';
import { GuestAccountPrompt } from './guest-account-prompt';

const formatDate = (iso: string | null, language: string) => (iso ? formatLocalDate(iso, language) : '—');

/** /payment-success: the real order of the checkout session; a pending one is re-read until the payment lands. */
export const PaymentSuccessSummary = ({ sessionId }: { sessionId: string | null }) => {
  const { t, i18n } = useTranslation(['membership', 'business-profile']);
  const formatUsd = useFormatUsd();
  const queryClient = useQueryClient();
  const { data: order, isError, isPending, refetch } = useMembershipOrder(sessionId);
  const isPaid = order?.status === 'paid';
  const { user, loading } = useAuth();
  // Signed out: the payment belongs to no account yet (decision 023), so there is no dashboard to send them to.
  const isGuest = !loading && !user;
  usePurchaseEvent(order);

  useEffect(() => {
    if (order && order.status === 'pending') {
      const timer = setTimeout(() => void refetch(), 2000);
      return () => clearTimeout(timer);
    }
  }, [order, refetch]);
  useEffect(() => {
    if (isPaid) void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
  }, [isPaid, queryClient]);

  if (!sessionId || isError) {
    return <p className="text-slate-700">{t('success.notFound')}</p>;
  }
  if (order?.status === 'refunded') {
    // A second checkout of someone who already is a member (decision 023): refunded at once, nothing to welcome.
    return (
      <div className="grid gap-3">
        <h2 className="text-3xl font-bold text-slate-900">{t('refundedSuccess.title')}</h2>
        <p role="status" className="text-slate-700">
          {t('refundedSuccess.text')}
        </p>
      </div>
    );
  }
  if (isPending || !order) {
    return (
      <p className="flex items-center gap-2 text-slate-700">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        {t('success.loading')}
      </p>
    );
  }
  const plan = <PlanName name={order.planName} />;
  const rows: [string, ReactNode][] = [
    [t('success.plan'), plan],
    [t('success.planPrice'), formatUsd(order.amountCents)],
    [t('success.setupFee'), formatUsd(order.setupFeeCents)],
    [t('success.monthly'), formatUsd(order.monthlyCents)],
    [t('success.paidOn'), formatDate(order.paidAt, i18n.language)],
    [t('success.commitmentEnds'), formatDate(order.commitmentEndsAt, i18n.language)],
    [t('success.receiptTo'), order.email],
    [t('success.termsVersion'), order.termsVersion],
  ];
  return (
    <div className="grid gap-6">
      <div className="flex items-center gap-3">
        {isPaid ? (
          <CircleCheck aria-hidden="true" className="size-8 text-emerald-600" />
        ) : (
          <Loader2 aria-hidden="true" className="size-8 animate-spin text-primary-600" />
        )}
        <h2 className="text-3xl font-bold text-slate-900">
          {isPaid ? (isGuest ? t('guestSuccess.paidTitle') : t('success.title')) : t('success.pendingTitle')}
        </h2>
      </div>
      {isPaid && isGuest ? null : (
        <p role="status" className="text-slate-700">
          {isPaid ? t('success.paidText') : t('success.pendingText')}
        </p>
      )}
      {isPaid && isGuest && <GuestAccountPrompt email={order.email} />}
      <dl className="grid gap-2 rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-slate-100 py-2 sm:block">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {isPaid && !isGuest && !loading && (
        <div className="flex flex-wrap gap-3">
          {/* First-run welcome mode of the setup wizard (issue 15): the next thing a new member does. */}
          <Link to={paths.setup.getHref()} className={buttonClasses({ size: 'lg', className: 'w-fit' })}>
            {t('business-profile:paymentSuccess.setupCta')}
          </Link>
          <Link
            to={paths.dashboard.getHref()}
            className={buttonClasses({ size: 'lg', variant: 'outline', className: 'w-fit' })}
          >
            {t('success.dashboard')}
          </Link>
        </div>
      )}
    </div>
  );
};
