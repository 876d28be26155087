import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useBilling } from '../api/get-billing';
import { BillingChargeSchedule } from './billing-charge-schedule';
import { BillingFacts } from './billing-facts';
import { BillingJoinCard } from './billing-join-card';
import { BillingPortalAction } from './billing-portal-action';
import { BillingReceipts } from './billing-receipts';
import { BillingStatusBadge } from './billing-status-badge';
import { CancelMembershipSection } from './cancel-membership-section';
import { PastDueNotice } from './past-due-notice';

/** The billing page's body: the plan and its figures, what can be done now, and the receipts. */
export const BillingOverview = () => {
  const { t } = useTranslation('billing');
  const { data: billing, isPending, isError, refetch } = useBilling();

  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        {t('loading')}
      </p>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="grid gap-3 text-slate-700">
        <p>{t('loadError')}</p>
        <Button variant="outline" className="w-fit" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (billing.status === 'none') return <BillingJoinCard hasEnded={false} />;

  const isGranted = billing.provider === 'manual';
  const isOver = billing.status === 'ended' || billing.status === 'completed';
  return (
    <div className="grid gap-6">
      {billing.status === 'past_due' && <PastDueNotice graceEndsAt={billing.graceEndsAt} linkToBilling={false} />}
      {billing.status === 'completed' && (
        <p data-testid="billing-completed" className="text-slate-700">
          {t('subscription.completedText')}
        </p>
      )}
      {isOver && <BillingJoinCard hasEnded />}
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>{t('plan.heading')}</CardTitle>
          <BillingStatusBadge status={billing.status} />
        </CardHeader>
        <CardContent className="grid gap-6">
          <BillingFacts billing={billing} />
          {isGranted ? (
            <p className="text-sm text-slate-600">{t('granted')}</p>
          ) : (
            <BillingPortalAction billing={billing} />
          )}
        </CardContent>
      </Card>
      <BillingChargeSchedule billing={billing} />
      {!isGranted && !isOver && <CancelMembershipSection billing={billing} />}
      <BillingReceipts receipts={billing.receipts} />
    </div>
  );
};
