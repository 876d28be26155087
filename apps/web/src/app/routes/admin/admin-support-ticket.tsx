import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { StaffTicketView } from '@/features/staff-tickets/components/staff-ticket-view';

/** /admin/support/{ticketId}: the staff thread view, inside the admin area. */
export const AdminSupportTicketRoute = () => {
  const { t } = useTranslation('support');
  const { ticketId = '' } = useParams();
  return (
    <section className="grid min-w-0 content-start gap-6">
      <Link
        to={paths.admin.support.getHref()}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-slate-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('staff.detail.back')}
      </Link>
      <StaffTicketView key={ticketId} ticketId={ticketId} />
    </section>
  );
};
