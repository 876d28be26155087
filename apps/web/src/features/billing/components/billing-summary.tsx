import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { formatCalendarDate } from '@/lib/format-date';
import { useBilling } from '../api/get-billing';
import { BillingStatusBadge } from './billing-status-badge';

/** The dashboard overview's short form of billing: the membership's status and its next charge. */
export const BillingSummary = () => {
  const { t, i18n } = useTranslation('billing');
  const formatUsd = useFormatUsd();
  const { data: billing, isPending, isError, refetch } = useBilling();

  if (isPending) return <Spinner label={t('loading')} />;
  if (isError) {
    return (
      <div role="alert" className="grid gap-2">
        <p>{t('loadError')}</p>
        <Button variant="outline" size="sm" className="w-fit" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const { nextCharge } = billing;
  return (
    <div className="grid justify-items-start gap-4">
      <BillingStatusBadge status={billing.status} />
      {billing.status === 'none' || billing.status === 'ended' ? (
        <div className="grid gap-3">
          <p>{t('join.text')}</p>
          <Link
            to={paths.membershipPromo.getHref()}
            className={buttonClasses({ variant: 'outline', size: 'sm', className: 'w-fit' })}
          >
            {t(billing.status === 'ended' ? 'join.rejoin' : 'join.action')}
          </Link>
        </div>
      ) : (
        <dl className="grid gap-1">
          <dt className="text-slate-600">{t('fields.nextCharge')}</dt>
          <dd className="font-semibold text-slate-900">
            {nextCharge
              ? t(`nextCharge.${nextCharge.kind}`, {
                  amount: formatUsd(nextCharge.amountCents),
                  date: formatCalendarDate(nextCharge.chargeOn, i18n.language),
                })
              : t('fields.noNextCharge')}
          </dd>
        </dl>
      )}
    </div>
  );
};
