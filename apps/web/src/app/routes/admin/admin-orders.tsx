import { useTranslation } from 'react-i18next';
import { AdminOrdersList } from '@/features/admin-orders/components/admin-orders-list';

/** /admin/orders (issue 17 point 4): membership and marketplace orders together, filtered, exported, refunded. */
export const AdminOrdersRoute = () => {
  const { t } = useTranslation('admin-orders');
  return (
    <section className="grid min-w-0 content-start gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="text-slate-600">{t('intro')}</p>
      </div>
      <AdminOrdersList />
    </section>
  );
};
