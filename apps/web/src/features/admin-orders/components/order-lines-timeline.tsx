import type { StaffOrderDetail } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { formatLocalDateTime } from '@/lib/format-date';

/** A marketplace order's lines and its whole timeline, internal notes included (what staff see, decision 024). */
export const OrderLinesTimeline = ({ order }: { order: StaffOrderDetail }) => {
  const { t, i18n } = useTranslation(['admin-orders', 'orders']);
  const formatUsd = useFormatUsd();
  return (
    <>
      <section aria-labelledby="admin-order-lines" className="grid gap-3">
        <h2 id="admin-order-lines" className="text-lg font-semibold text-slate-900">
          {t('lines.title')}
        </h2>
        <ul className="grid gap-1 text-sm">
          {order.items.map((item) => (
            <li key={item.slug} className="flex justify-between gap-4">
              <span dir="auto">
                {item.title} × {item.quantity}
              </span>
              <span className="tabular-nums">{formatUsd(item.lineTotalCents)}</span>
            </li>
          ))}
        </ul>
        {order.discountCents > 0 ? (
          <p className="text-sm text-slate-600">{t('lines.discount', { amount: formatUsd(order.discountCents) })}</p>
        ) : null}
      </section>
      <section aria-labelledby="admin-order-timeline" className="grid gap-3">
        <h2 id="admin-order-timeline" className="text-lg font-semibold text-slate-900">
          {t('timeline.title')}
        </h2>
        <ol className="grid gap-2 text-sm">
          {order.timeline.map((entry) => (
            <li key={entry.id} className="grid gap-0.5 border-s-2 border-slate-200 ps-3">
              <span className="font-medium text-slate-900">{t(`orders:fulfilment.step.${entry.status}`)}</span>
              <span className="text-slate-600">
                {formatLocalDateTime(entry.at, i18n.language)} · {entry.actor}
              </span>
              {entry.note ? (
                <span dir="auto">
                  {entry.note} ({entry.noteSharedWithCustomer ? t('timeline.shared') : t('timeline.internal')})
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
};
