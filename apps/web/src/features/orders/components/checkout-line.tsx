import { useTranslation } from 'react-i18next';
import { HiddenContext, ProductText } from '@/components/ui/accessible-text';
import { Button } from '@/components/ui/button';
import { useFormatUsd } from '@/hooks/use-format-usd';

export interface CheckoutLineData {
  slug: string;
  title: string;
  /** The language of the title (`en` where it fell back to English). */
  lang: string;
  quantity: number;
  /** The server's prices for members; null when the service is no longer offered. */
  price: { listPriceCents: number; memberPriceCents: number } | null;
}

/** One cart line at checkout: the list price struck through beside the member price, for the whole quantity. */
export const CheckoutLine = ({ line, onRemove }: { line: CheckoutLineData; onRemove: (slug: string) => void }) => {
  const { t } = useTranslation('orders');
  const formatUsd = useFormatUsd();
  const { price } = line;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4" data-slug={line.slug}>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">
          <ProductText lang={line.lang}>{line.title}</ProductText>
        </p>
        <p className="text-sm text-slate-600">{t('checkout.quantity', { count: line.quantity })}</p>
        {price ? null : <p className="text-sm text-red-700">{t('checkout.unavailable')}</p>}
      </div>
      {price ? (
        <p className="text-end">
          <span className="sr-only">
            {t('checkout.lineLabel', {
              title: line.title,
              quantity: line.quantity,
              member: formatUsd(price.memberPriceCents),
              list: formatUsd(price.listPriceCents),
            })}
          </span>
          <span aria-hidden="true" className="block text-sm text-slate-500 line-through">
            {formatUsd(price.listPriceCents * line.quantity)}
          </span>
          <span aria-hidden="true" className="block text-lg font-bold text-slate-900">
            {formatUsd(price.memberPriceCents * line.quantity)}
          </span>
        </p>
      ) : (
        <Button variant="outline" size="sm" onClick={() => onRemove(line.slug)}>
          {t('checkout.removeUnavailable')}
          <HiddenContext>{t('checkout.removeUnavailableContext', { title: line.title })}</HiddenContext>
        </Button>
      )}
    </div>
  );
};
