import type { BillingReceipt } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { usePlanNameText } from '@/components/ui/plan-name';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { formatCalendarDate } from '@/lib/format-date';

/** Every membership payment received, newest first, in US dollars from cents. */
export const BillingReceipts = ({ receipts }: { receipts: BillingReceipt[] }) => {
  const { t, i18n } = useTranslation('billing');
  const formatUsd = useFormatUsd();
  const planName = usePlanNameText();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('receipts.heading')}</CardTitle>
      </CardHeader>
      <CardContent>
        {receipts.length === 0 ? (
          <p className="text-sm text-slate-600">{t('receipts.empty')}</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 text-start font-medium">
                  {t('receipts.date')}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('receipts.description')}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t('receipts.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {receipts.map((receipt) => (
                <tr key={receipt.orderId} className="border-b border-slate-100 last:border-0">
                  <td className="py-2 text-slate-700">{formatCalendarDate(receipt.paidAt, i18n.language)}</td>
                  <td className="py-2 text-slate-900">
                    {t('receipts.setupFee', { plan: planName(receipt.description) })}
                  </td>
                  <td className="py-2 text-end font-semibold text-slate-900 tabular-nums">
                    {formatUsd(receipt.amountCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
};
