import { ShoppingBag, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AssistantOverviewCard } from '@/features/assistant/components/assistant-overview-card';
import { BillingSummary } from '@/features/billing/components/billing-summary';
import { AccountSummary } from '@/features/dashboard/components/account-summary';
import { DashboardPageHeader } from '@/features/dashboard/components/dashboard-page-header';
import { OverviewCard } from '@/features/dashboard/components/overview-card';
import { QuickLinksCard } from '@/features/dashboard/components/quick-links-card';
import { SetupCard } from '@/features/dashboard/components/setup-card';
import { SetupPrompt } from '@/features/dashboard/components/setup-prompt';
import { TeamOverview } from '@/features/dashboard/components/team-overview';
import { TeamSizeCard } from '@/features/dashboard/components/team-size-card';
import { useCurrentView } from '@/features/dashboard/hooks/use-current-view';
import { DiyProgressCard } from '@/features/diy-guide/components/diy-progress-card';
import { OnboardingCallCard } from '@/features/onboarding-call/components/onboarding-call-card';
import { RecentOrders } from '@/features/orders/components/recent-orders';
import { useAuth } from '@/lib/auth';

/** The user's own account at a glance: membership and next charge, team, setup, recent orders, quick links. */
const PersonalOverview = () => {
  const { t } = useTranslation('dashboard');
  const { me } = useAuth();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <OverviewCard
        title={t('overview.membership.title')}
        icon={Wallet}
        link={{ to: paths.dashboardBilling.getHref(), label: t('overview.membership.link') }}
      >
        <BillingSummary />
      </OverviewCard>
      <TeamSizeCard />
      <SetupCard />
      <DiyProgressCard />
      <OnboardingCallCard />
      <QuickLinksCard hasCrmAccess={me?.hasCrmAccess ?? false} />
      <AssistantOverviewCard />
      <OverviewCard
        title={t('overview.orders.title')}
        icon={ShoppingBag}
        link={{ to: paths.dashboardOrders.getHref(), label: t('overview.orders.link') }}
        className="md:col-span-2"
      >
        <RecentOrders />
      </OverviewCard>
      {me ? (
        <div className="md:col-span-2">
          <AccountSummary me={me} />
        </div>
      ) : null}
    </div>
  );
};

/** /dashboard: the personal overview, or in the team view what the team's owner shares (spec §2). */
export const DashboardOverviewRoute = () => {
  const { t } = useTranslation(['dashboard', 'common']);
  const { me } = useAuth();
  const view = useCurrentView();
  const name = me?.profile?.firstName || me?.profile?.fullName;
  return (
    <>
      <DashboardPageHeader
        title={name ? t('welcome', { name }) : t('welcomeAnonymous')}
        description={
          view.kind === 'pending'
            ? undefined
            : view.kind === 'team'
              ? t('overview.teamIntro', { owner: view.team.ownerName })
              : t('overview.intro')
        }
      />
      {view.kind === 'pending' ? <Spinner label={t('common:loading')} /> : null}
      {view.kind === 'team' ? <TeamOverview team={view.team} /> : null}
      {view.kind === 'personal' ? <SetupPrompt /> : null}
      {view.kind === 'personal' ? <PersonalOverview /> : null}
    </>
  );
};
