import type { MarketplaceService } from '@receptiva/shared';
import { Check, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HiddenContext, ProductText } from '@/components/ui/accessible-text';
import { Button } from '@/components/ui/button';
import { ServiceBadges } from './service-badges';
import { ServiceIcon } from './service-icon';
import { ServicePrice } from './service-price';

interface ServiceCardProps {
  service: MarketplaceService;
  /** Given only to members: visitors and non-members get no checkout (spec §6). */
  onAddToCart?: (service: MarketplaceService) => void;
}

/**
 * One marketplace card: title, description, features (in the page's language, or English marked as such), badges;
 * the price when the server gives it, add-to-cart when allowed.
 */
export const ServiceCard = ({ service, onAddToCart }: ServiceCardProps) => {
  const { t } = useTranslation('marketplace');
  const headingId = `service-${service.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="service-card"
      className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start gap-3">
        <ServiceIcon image={service.image} />
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            <ProductText lang={service.lang}>{service.title}</ProductText>
          </h2>
          <p className="text-sm text-slate-600">{t(`categories.${service.category}`)}</p>
        </div>
      </div>
      <div className="mt-3">
        <ServiceBadges isMemberOnly={service.isMemberOnly} />
      </div>
      <p className="mt-4 text-sm text-pretty text-slate-700">
        <ProductText lang={service.lang}>{service.description}</ProductText>
      </p>
      <ul className="mt-4 grid flex-1 content-start gap-1.5 text-sm text-slate-700">
        {service.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            <ProductText lang={service.lang}>{feature}</ProductText>
          </li>
        ))}
      </ul>
      {service.price ? (
        <div className="mt-6 grid gap-3 border-t border-slate-100 pt-4">
          <ServicePrice price={service.price} />
          {/* No cart while checkout is paused (a past-due member sees prices only). */}
          {onAddToCart ? (
            <Button onClick={() => onAddToCart(service)}>
              <ShoppingCart aria-hidden="true" />
              {t('card.addToCart')}
              <HiddenContext>{t('card.addToCartContext', { title: service.title })}</HiddenContext>
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
};
