import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { StaffTicketView } from '@/features/staff-tickets/components/staff-ticket-view';

/**
 * /staff-dashboard/tickets/{ticketId}: the staff thread view for staff, who cannot open /admin (the link of every
 * staff notice e-mail; admins open it too).
 */
export const StaffTicketRoute = () => {
  const { t } = useTranslation('support');
  const { ticketId = '' } = useParams();
  return (
    <section className="grid min-w-0 content-start gap-6">
      <Link
        to={paths.staffDashboard.getHref({ tab: 'tickets' })}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-slate-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('staff.detail.backToStaff')}
      </Link>
      <StaffTicketView key={ticketId} ticketId={ticketId} />
    </section>
  );
};
