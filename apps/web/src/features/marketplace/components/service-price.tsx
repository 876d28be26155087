import type { ServicePrice as Price } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { formatUsdCents } from '../utils/format-cents';

/** A member's price: the list price struck through, then the member price (both from the server). */
export const ServicePrice = ({ price }: { price: Price }) => {
  const { t, i18n } = useTranslation('marketplace');
  const list = formatUsdCents(i18n.language, price.listPriceCents);
  const member = formatUsdCents(i18n.language, price.memberPriceCents);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">{t('card.priceLabel', { list, member })}</span>
      <s aria-hidden="true" data-testid="list-price" className="text-sm text-slate-500">
        {list}
      </s>
      <span aria-hidden="true" data-testid="member-price" className="text-2xl font-bold text-slate-900">
        {member}
      </span>
      <span aria-hidden="true" className="text-xs font-medium text-emerald-700">
        {t('card.memberPrice')}
      </span>
    </p>
  );
};
