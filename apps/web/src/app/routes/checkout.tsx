import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCart } from '@/features/cart/cart-context';
import { useServices } from '@/features/marketplace/api/get-services';
import { CheckoutNotice, type CheckoutNoticeKind } from '@/features/orders/components/checkout-notice';
import { CheckoutSummary } from '@/features/orders/components/checkout-summary';
import { useAuth } from '@/lib/auth';

/**
 * /checkout (issue 5 point 7): members pay for their cart. The cart holds only slugs and quantities; the prices shown
 * are the server's member prices, and the server prices the order again when Pay is pressed.
 */
export const CheckoutRoute = () => {
  const { t } = useTranslation('orders');
  const auth = useAuth();
  const cart = useCart();
  const isPastDue = auth.me?.membershipState === 'past_due';
  const canCheckout = !auth.loading && auth.isMember && !isPastDue && cart.items.length > 0;
  const { query: services, isViewerKnown } = useServices({ enabled: canCheckout });

  const notice: CheckoutNoticeKind | null = auth.loading
    ? null
    : !auth.user
      ? 'sign-in'
      : isPastDue
        ? 'past-due'
        : !auth.isMember || (isViewerKnown && services.data && services.data.viewer !== 'member')
          ? 'non-member'
          : cart.items.length === 0
            ? 'empty'
            : null;

  const body = () => {
    if (notice) return <CheckoutNotice kind={notice} />;
    if (auth.loading || services.isPending || (!isViewerKnown && !services.isError)) {
      return <Spinner label={t('checkout.loading')} showLabel />;
    }
    if (services.isError) {
      return (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-700">
          {t('checkout.pricesError')}
          <Button variant="outline" size="sm" onClick={() => void services.refetch()}>
            {t('checkout.retry')}
          </Button>
        </div>
      );
    }
    const bySlug = new Map((services.data?.services ?? []).map((service) => [service.slug, service]));
    const lines = cart.items.map((item) => {
      const service = bySlug.get(item.id);
      return {
        slug: item.id,
        // The service's title in the page's language; one no longer offered keeps the title stored in the cart.
        title: service?.title ?? item.title,
        lang: service?.lang ?? 'en',
        quantity: item.quantity,
        price: service?.price ?? null,
      };
    });
    return <CheckoutSummary lines={lines} onRemove={cart.remove} />;
  };

  return (
    <PageLayout>
      <section className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-14 sm:px-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('checkout.title')}</h1>
          <p className="mt-2 text-lg text-slate-600">{t('checkout.intro')}</p>
        </div>
        {body()}
      </section>
    </PageLayout>
  );
};
