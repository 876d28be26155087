import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { SupportTicketView } from '@/features/support/components/support-ticket-view';

/** /dashboard/support/{ticketId}: the link of every staff reply e-mail. */
export const DashboardSupportTicketRoute = () => {
  const { t } = useTranslation('support');
  const { ticketId = '' } = useParams();
  return (
    <>
      <Link
        to={paths.dashboardSupport.getHref()}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-slate-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('thread.back')}
      </Link>
      <SupportTicketView key={ticketId} ticketId={ticketId} />
    </>
  );
};
