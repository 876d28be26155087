import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { AdminOrderDetail } from '@/features/admin-orders/components/admin-order-detail';

/** /admin/orders/{kind}/{orderId}: one membership checkout or marketplace order. */
export const AdminOrderRoute = () => {
  const { t } = useTranslation('admin-orders');
  const { kind, orderId = '' } = useParams();
  return (
    <section className="grid min-w-0 content-start gap-6">
      <Link
        to={paths.admin.orders.getHref()}
        className="inline-flex items-center gap-1 text-sm font-medium text-slate-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('detail.back')}
      </Link>
      {kind === 'membership' || kind === 'order' ? (
        <AdminOrderDetail key={`${kind}-${orderId}`} kind={kind} orderId={orderId} />
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('detail.notFound')}
        </p>
      )}
    </section>
  );
};
