import type { BillingOverview } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { formatCalendarDate } from '@/lib/format-date';

/**
 * Every charge still to come (spec §9, decision 026): the prorated rest of the month when the window ends, then $497
 * on each 1st, numbered out of the commitment's 12 monthly payments. Nothing once cancelled, ended or granted.
 */
export const BillingChargeSchedule = ({ billing }: { billing: BillingOverview }) => {
  const { t, i18n } = useTranslation('billing');
  const formatUsd = useFormatUsd();
  const { upcomingCharges: charges, monthlyPaymentsTotal: total } = billing;
  if (charges.length === 0) return null;
  const firstNumber = total - charges.length + 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('schedule.heading')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-slate-600">{t('schedule.intro')}</p>
        <p className="text-sm font-medium text-slate-900" data-testid="billing-payments-remaining">
          {t('schedule.remaining', { remaining: charges.length, total })}
        </p>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 text-start font-medium">
                {t('schedule.date')}
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                {t('schedule.payment')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t('schedule.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {charges.map((charge, index) => (
              <tr key={charge.chargeOn} className="border-b border-slate-100 last:border-0">
                <td className="py-2 text-slate-700">{formatCalendarDate(charge.chargeOn, i18n.language)}</td>
                <td className="py-2 text-slate-900">
                  {t(`schedule.${charge.kind}`, { number: firstNumber + index, total })}
                </td>
                <td className="py-2 text-end font-semibold text-slate-900 tabular-nums">
                  {formatUsd(charge.amountCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
};
