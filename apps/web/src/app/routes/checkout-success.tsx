import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { useCart } from '@/features/cart/cart-context';
import { OrderSuccessSummary } from '@/features/orders/components/order-success-summary';

/** /checkout-success?session_id=…: where the marketplace checkout returns; the cart empties once the order is paid. */
export const CheckoutSuccessRoute = () => {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const { clearCart } = useCart();
  return (
    <PageLayout>
      <section className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-14 sm:px-6">
        <h1 className="text-sm font-semibold tracking-wide text-primary-700 uppercase">{t('success.title')}</h1>
        <OrderSuccessSummary sessionId={params.get('session_id')} onPaid={clearCart} />
      </section>
    </PageLayout>
  );
};
