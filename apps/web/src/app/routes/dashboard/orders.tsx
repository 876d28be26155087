import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { DashboardPageHeader } from '@/features/dashboard/components/dashboard-page-header';
import { PersonalOnlyNotice } from '@/features/dashboard/components/personal-only-notice';
import { useCurrentView } from '@/features/dashboard/hooks/use-current-view';
import { OrderHistoryList } from '@/features/orders/components/order-history-list';

/** /dashboard/orders: the signed-in user's own order history (as /order-history); never the team owner's. */
export const DashboardOrdersRoute = () => {
  const { t } = useTranslation(['orders', 'common']);
  const view = useCurrentView();
  return (
    <>
      <DashboardPageHeader title={t('history.title')} description={t('history.intro')} />
      {view.kind === 'pending' ? <Spinner label={t('common:loading')} /> : null}
      {view.kind === 'team' ? <PersonalOnlyNotice section="orders" ownerName={view.team.ownerName} /> : null}
      {view.kind === 'personal' ? <OrderHistoryList /> : null}
    </>
  );
};
