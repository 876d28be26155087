import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { StaffOrderPanel } from '@/features/admin-orders/components/staff-order-panel';

/** /staff-dashboard/orders/{orderId}: a paid marketplace order's lines, timeline and next step, for staff and admins. */
export const StaffOrderRoute = () => {
  const { t } = useTranslation('staff-dashboard');
  const { orderId = '' } = useParams();
  return (
    <section className="grid min-w-0 content-start gap-6">
      <Link
        to={paths.staffDashboard.getHref({ tab: 'orders' })}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-slate-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('orderPage.back')}
      </Link>
      <StaffOrderPanel key={orderId} orderId={orderId} />
    </section>
  );
};
