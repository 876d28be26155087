import type { AdminOrderRow, RefundPreview } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { formatLocalDateTime } from '@/lib/format-date';

interface OrderPaymentsProps {
  row: AdminOrderRow;
  preview: RefundPreview | null;
}

/** The payment and every refund of it (made here, for a duplicate, or in the provider's dashboard). */
export const OrderPayments = ({ row, preview }: OrderPaymentsProps) => {
  const { t, i18n } = useTranslation('admin-orders');
  const formatUsd = useFormatUsd();
  const when = (iso: string) => formatLocalDateTime(iso, i18n.language);
  return (
    <section aria-labelledby="admin-order-payments" className="grid gap-3">
      <h2 id="admin-order-payments" className="text-lg font-semibold text-slate-900">
        {t('payments.title')}
      </h2>
      {preview?.paidAt ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">{t('payments.paidAt')}</dt>
          <dd>{when(preview.paidAt)}</dd>
          <dt className="text-slate-600">{t('payments.paid')}</dt>
          <dd className="tabular-nums">{formatUsd(preview.paidCents)}</dd>
          <dt className="text-slate-600">{t('payments.refunded')}</dt>
          <dd className="tabular-nums">{formatUsd(preview.refundedCents)}</dd>
          <dt className="text-slate-600">{t('payments.refundable')}</dt>
          <dd className="tabular-nums">{formatUsd(preview.refundableCents)}</dd>
        </dl>
      ) : (
        <p className="text-sm text-slate-600">{t('payments.notPaid', { amount: formatUsd(row.totalCents) })}</p>
      )}
      {preview && preview.refunds.length > 0 ? (
        <table className="w-full text-sm">
          <caption className="sr-only">{t('payments.refundsCaption')}</caption>
          <thead>
            <tr className="text-start text-slate-600">
              <th scope="col" className="py-1 text-start font-medium">
                {t('payments.date')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('payments.amount')}
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t('payments.reason')}
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t('payments.source')}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.refunds.map((refund) => (
              <tr key={`${refund.createdAt}-${refund.amountCents}`} className="border-t border-slate-100">
                <td className="py-1">{when(refund.createdAt)}</td>
                <td className="py-1 text-end tabular-nums">{formatUsd(refund.amountCents)}</td>
                <td className="py-1" dir="auto">
                  {refund.reason}
                </td>
                <td className="py-1">{t(`payments.sources.${refund.source}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : preview?.paidAt ? (
        <p className="text-sm text-slate-600">{t('payments.noRefunds')}</p>
      ) : null}
    </section>
  );
};
