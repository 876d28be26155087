import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
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
    <PageLayout>
      <div className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
        <Link
          to={paths.staffDashboard.getHref()}
          className="inline-flex w-fit items-center gap-1 text-sm font-medium text-slate-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('staff.detail.backToStaff')}
        </Link>
        <StaffTicketView key={ticketId} ticketId={ticketId} />
      </div>
    </PageLayout>
  );
};
