import type { AdminDashboard } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from './chart-figure';
import { DataTable } from './data-table';

/** Distinct visitors at each step, this period beside the previous one, and each step's share of the visitors. */
export const FunnelChart = ({ funnel }: { funnel: AdminDashboard['funnel'] }) => {
  const { t, i18n } = useTranslation('admin-dashboard');
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const percent = (value: number) => new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(value);
  const visitors = funnel[0]?.current ?? 0;
  const data = funnel.map((step) => ({ ...step, label: t(`funnel.${step.step}`) }));
  const names = { current: t('charts.funnel.current'), previous: t('charts.funnel.previous') };
  return (
    <ChartFigure
      id="dashboard-funnel-chart"
      title={t('charts.funnel.title')}
      description={t('charts.funnel.description')}
      hasData={funnel.some((step) => step.current || step.previous)}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            layout="vertical"
            accessibilityLayer={false}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey="label" tick={{ fontSize: 12 }} width={150} />
            <Tooltip />
            <Legend />
            <Bar dataKey="current" name={names.current} fill="var(--color-primary-600)" />
            <Bar dataKey="previous" name={names.previous} fill="#94a3b8" />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <DataTable
          caption={t('charts.funnel.title')}
          columns={[t('charts.funnel.step'), names.current, t('charts.funnel.share'), names.previous]}
          rows={data.map((step) => ({
            key: step.step,
            cells: [
              step.label,
              number(step.current),
              visitors ? percent(step.current / visitors) : '–',
              number(step.previous),
            ],
          }))}
        />
      }
    />
  );
};
