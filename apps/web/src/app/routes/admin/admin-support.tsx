import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { StaffTicketsList } from '@/features/staff-tickets/components/staff-tickets-list';

/** /admin/support (issue 18 point 3): every ticket, searched, filtered and sorted on the server, with the averages. */
export const AdminSupportRoute = () => {
  const { t } = useTranslation('support');
  return (
    <section className="grid min-w-0 content-start gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('staff.title')}</h1>
        <p className="text-slate-600">{t('staff.intro')}</p>
      </div>
      <StaffTicketsList hrefOf={paths.admin.supportTicket.getHref} />
    </section>
  );
};
