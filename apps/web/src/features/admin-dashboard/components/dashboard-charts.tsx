import type { AdminDashboard } from '@receptiva/shared';
import { ActivityChart } from './activity-chart';
import { FunnelChart } from './funnel-chart';
import { RevenueByMonthChart } from './revenue-by-month-chart';

/** The three charts, in their own chunk (recharts is loaded only when the dashboard shows figures). */
export const DashboardCharts = ({ figures }: { figures: AdminDashboard }) => (
  <div className="grid gap-4 xl:grid-cols-2">
    <div className="xl:col-span-2">
      <RevenueByMonthChart months={figures.revenueByMonth} />
    </div>
    <ActivityChart activity={figures.activity} granularity={figures.range.granularity} />
    <FunnelChart funnel={figures.funnel} />
  </div>
);
