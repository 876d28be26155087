import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/components/layouts/page-layout';
import { OrderHistoryList } from '@/features/orders/components/order-history-list';

/** /order-history (signed in): the user's marketplace orders and membership payments. */
export const OrderHistoryRoute = () => {
  const { t } = useTranslation('orders');
  return (
    <PageLayout>
      <section className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-14 sm:px-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('history.title')}</h1>
          <p className="mt-2 text-lg text-slate-600">{t('history.intro')}</p>
        </div>
        <OrderHistoryList />
      </section>
    </PageLayout>
  );
};
