import type { MarketplaceService } from '@receptiva/shared';
import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import { PageLayout } from '@/components/layouts/page-layout';
import { CartButton } from '@/features/cart/components/cart-button';
import { LazyCartDrawer } from '@/features/cart/components/lazy-cart-drawer';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { MarketplaceCatalog } from '@/features/marketplace/components/marketplace-catalog';
import { useMemberLinePrice } from '@/features/marketplace/hooks/use-member-line-price';
import { useServiceTitle } from '@/features/marketplace/hooks/use-service-title';

/** /marketplace (spec §2, §4): the services with member pricing, and the cart for members. */
export const MarketplaceRoute = () => {
  const { t } = useTranslation('marketplace');
  const addToCart = useAddToCart();
  const linePrice = useMemberLinePrice();
  const serviceTitle = useServiceTitle();
  const add = (service: MarketplaceService) => addToCart({ id: service.slug, title: service.title });
  return (
    <PageLayout>
      <section className="mx-auto w-full max-w-7xl px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:px-8">
        <PageHeader icon={Store} eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
        <div className="mt-10">
          <MarketplaceCatalog memberActions={<CartButton />} onAddToCart={add} />
        </div>
      </section>
      <LazyCartDrawer
        renderLinePrice={(item) => linePrice(item.id, item.quantity)}
        titleOf={(item) => serviceTitle(item.id)}
      />
    </PageLayout>
  );
};
