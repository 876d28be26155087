import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { BillingOverview } from '@/features/billing/components/billing-overview';
import { DashboardPageHeader } from '@/features/dashboard/components/dashboard-page-header';
import { PersonalOnlyNotice } from '@/features/dashboard/components/personal-only-notice';
import { useCurrentView } from '@/features/dashboard/hooks/use-current-view';

/** /dashboard/billing: the signed-in user's own membership billing (issue 5, point 4); never the team owner's. */
export const DashboardBillingRoute = () => {
  const { t } = useTranslation(['billing', 'common']);
  const view = useCurrentView();
  return (
    <>
      <DashboardPageHeader title={t('title')} description={t('description')} />
      {view.kind === 'pending' ? <Spinner label={t('common:loading')} /> : null}
      {view.kind === 'team' ? <PersonalOnlyNotice section="billing" ownerName={view.team.ownerName} /> : null}
      {view.kind === 'personal' ? <BillingOverview /> : null}
    </>
  );
};
