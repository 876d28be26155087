import type { OrderItemView } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { ProductText } from '@/components/ui/accessible-text';
import { useFormatUsd } from '@/hooks/use-format-usd';

/** An order's lines as sold: title, quantity, unit member price and line total, in US dollars from cents. */
export const OrderItemsList = ({ items, label }: { items: readonly OrderItemView[]; label: string }) => {
  const { t } = useTranslation('orders');
  const formatUsd = useFormatUsd();
  return (
    <ul aria-label={label} className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.slug} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              <ProductText lang={item.lang}>{item.title}</ProductText>
            </p>
            <p className="text-sm text-slate-600">
              {t('history.quantity', { count: item.quantity })} ·{' '}
              {t('item.each', { price: formatUsd(item.unitPriceCents) })}
            </p>
          </div>
          <p className="text-end tabular-nums">
            {item.unitListPriceCents > item.unitPriceCents ? (
              <span className="me-2 text-sm text-slate-500 line-through">
                {formatUsd(item.unitListPriceCents * item.quantity)}
              </span>
            ) : null}
            <span className="font-semibold text-slate-900">{formatUsd(item.lineTotalCents)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
};
