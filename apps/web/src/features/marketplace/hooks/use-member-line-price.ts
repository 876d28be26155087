import { useTranslation } from 'react-i18next';
import { useServices } from '../api/get-services';
import { formatUsdCents } from '../utils/format-cents';

/**
 * A cart line's member price (quantity × the server's member price), formatted; null when the caller has no prices
 * (not a member) or the service is gone. For display only: the checkout prices the cart again on the server.
 */
export function useMemberLinePrice(): (slug: string, quantity: number) => string | null {
  const { i18n } = useTranslation();
  const { query } = useServices();
  const prices = new Map(query.data?.services.map((service) => [service.slug, service.price]));
  return (slug, quantity) => {
    const price = prices.get(slug);
    return price ? formatUsdCents(i18n.language, price.memberPriceCents * quantity) : null;
  };
}
