import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { DashboardPageHeader } from '@/features/dashboard/components/dashboard-page-header';
import { useCurrentView } from '@/features/dashboard/hooks/use-current-view';
import { NewTicketForm } from '@/features/support/components/new-ticket-form';
import { SupportTicketList } from '@/features/support/components/support-ticket-list';

/**
 * /dashboard/support (issue 18 point 1): the tickets of the caller's account and teams, and a new ticket for the
 * account of the current view (their own, or the team they are looking at).
 */
export const DashboardSupportRoute = () => {
  const { t } = useTranslation(['support', 'common']);
  const view = useCurrentView();
  return (
    <>
      <DashboardPageHeader title={t('title')} description={t('intro')} />
      <section aria-labelledby="support-tickets-title" className="grid gap-3">
        <h2 id="support-tickets-title" className="text-xl font-semibold text-slate-900">
          {t('list.title')}
        </h2>
        <SupportTicketList />
      </section>
      <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        {view.kind === 'pending' ? (
          <Spinner label={t('common:loading')} />
        ) : (
          <NewTicketForm team={view.kind === 'team' ? view.team : null} />
        )}
      </section>
    </>
  );
};
