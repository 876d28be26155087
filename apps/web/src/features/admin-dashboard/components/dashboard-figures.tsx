import type { AdminDashboard } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { FigureSection } from './figure-section';
import { StatCard } from './stat-card';

/** The period's figures in three groups: money, growth, members. */
export const DashboardFigures = ({ figures }: { figures: AdminDashboard }) => {
  const { t, i18n } = useTranslation('admin-dashboard');
  const usd = useFormatUsd();
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const { revenue, members } = figures;
  return (
    <div className="grid gap-8">
      <FigureSection id="dashboard-revenue" title={t('sections.revenue')}>
        <StatCard label={t('figures.netRevenue')} figure={revenue.netCents} format={usd} />
        <StatCard label={t('figures.membershipCheckouts')} figure={revenue.membershipCheckoutsCents} format={usd} />
        <StatCard label={t('figures.monthlyCharges')} figure={revenue.monthlyChargesCents} format={usd} />
        <StatCard label={t('figures.marketplaceRevenue')} figure={revenue.marketplaceCents} format={usd} />
        <StatCard label={t('figures.refunds')} figure={revenue.refundsCents} format={usd} higherIsBetter={false} />
      </FigureSection>
      <FigureSection id="dashboard-growth" title={t('sections.growth')}>
        <StatCard label={t('figures.signUps')} figure={figures.signUps} format={number} />
        <StatCard label={t('figures.demoBookings')} figure={figures.demoBookings} format={number} />
        <StatCard label={t('figures.voiceDemoSessions')} figure={figures.voiceDemoSessions} format={number} />
        <StatCard label={t('figures.newsletterSubscribers')} figure={figures.newsletterSubscribers} format={number} />
        <StatCard label={t('figures.marketplaceOrders')} figure={figures.marketplaceOrders.count} format={number} />
      </FigureSection>
      <FigureSection id="dashboard-members" title={t('sections.members')}>
        <StatCard label={t('figures.activeMembers')} figure={members.active} format={number} note={t('figures.now')} />
        <StatCard
          label={t('figures.pastDueMembers')}
          figure={members.pastDue}
          format={number}
          note={t('figures.now')}
        />
        <StatCard
          label={t('figures.cancelledMembers')}
          figure={members.cancelled}
          format={number}
          note={t('figures.now')}
        />
        <StatCard label={t('figures.joined')} figure={members.joined} format={number} />
        <StatCard label={t('figures.left')} figure={members.left} format={number} higherIsBetter={false} />
      </FigureSection>
    </div>
  );
};
