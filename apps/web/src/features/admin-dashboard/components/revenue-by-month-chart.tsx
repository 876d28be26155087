import type { AdminDashboard } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { formatCalendarMonth } from '@/lib/format-date';
import { ChartFigure } from './chart-figure';
import { DataTable } from './data-table';

/** Money in per month (memberships and marketplace stacked) beside the refunds of that month. */
export const RevenueByMonthChart = ({ months }: { months: AdminDashboard['revenueByMonth'] }) => {
  const { t, i18n } = useTranslation('admin-dashboard');
  const usd = useFormatUsd();
  const data = months.map((month) => ({ ...month, label: formatCalendarMonth(month.month, i18n.language) }));
  const names = {
    membership: t('charts.revenueByMonth.membership'),
    marketplace: t('charts.revenueByMonth.marketplace'),
    refunds: t('charts.revenueByMonth.refunds'),
    net: t('charts.revenueByMonth.net'),
  };
  const compactUsd = (cents: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD', notation: 'compact' }).format(
      cents / 100,
    );
  return (
    <ChartFigure
      id="dashboard-revenue-chart"
      title={t('charts.revenueByMonth.title')}
      description={t('charts.revenueByMonth.description')}
      hasData={months.some((month) => month.membershipCents || month.marketplaceCents || month.refundsCents)}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis tickFormatter={compactUsd} tick={{ fontSize: 12 }} width={64} />
            <Tooltip formatter={(value) => usd(Number(value))} />
            <Legend />
            <Bar dataKey="membershipCents" name={names.membership} stackId="in" fill="var(--color-primary-600)" />
            <Bar dataKey="marketplaceCents" name={names.marketplace} stackId="in" fill="#0d9488" />
            <Bar dataKey="refundsCents" name={names.refunds} fill="#e11d48" />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <DataTable
          caption={t('charts.revenueByMonth.title')}
          columns={[t('charts.revenueByMonth.month'), names.membership, names.marketplace, names.refunds, names.net]}
          rows={data.map((month) => ({
            key: month.month,
            cells: [
              month.label,
              usd(month.membershipCents),
              usd(month.marketplaceCents),
              usd(month.refundsCents),
              usd(month.netCents),
            ],
          }))}
        />
      }
    />
  );
};
