import type { AdminDashboard } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCalendarDate, formatCalendarMonth } from '@/lib/format-date';
import { ChartFigure } from './chart-figure';
import { DataTable } from './data-table';

interface ActivityChartProps {
  activity: AdminDashboard['activity'];
  granularity: AdminDashboard['range']['granularity'];
}

/** Sign-ups, demo bookings and voice demo calls over the period, by day or by month. */
export const ActivityChart = ({ activity, granularity }: ActivityChartProps) => {
  const { t, i18n } = useTranslation('admin-dashboard');
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const labelOf = (bucket: string) =>
    granularity === 'day'
      ? formatCalendarDate(`${bucket}T00:00:00Z`, i18n.language, 'medium')
      : formatCalendarMonth(bucket, i18n.language);
  const data = activity.map((bucket) => ({ ...bucket, label: labelOf(bucket.bucket) }));
  const names = {
    signUps: t('figures.signUps'),
    demoBookings: t('figures.demoBookings'),
    voiceDemoSessions: t('figures.voiceDemoSessions'),
  };
  return (
    <ChartFigure
      id="dashboard-activity-chart"
      title={t('charts.activity.title')}
      description={t(granularity === 'day' ? 'charts.activity.byDay' : 'charts.activity.byMonth')}
      hasData={activity.some((bucket) => bucket.signUps || bucket.demoBookings || bucket.voiceDemoSessions)}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
            <Tooltip />
            <Legend />
            <Line
              type="monotone"
              dataKey="signUps"
              name={names.signUps}
              stroke="var(--color-primary-600)"
              dot={false}
            />
            <Line type="monotone" dataKey="demoBookings" name={names.demoBookings} stroke="#0d9488" dot={false} />
            <Line
              type="monotone"
              dataKey="voiceDemoSessions"
              name={names.voiceDemoSessions}
              stroke="#d97706"
              dot={false}
            />
          </LineChart>
        </ResponsiveContainer>
      }
      table={
        <DataTable
          caption={t('charts.activity.title')}
          columns={[t('charts.activity.date'), names.signUps, names.demoBookings, names.voiceDemoSessions]}
          rows={data.map((bucket) => ({
            key: bucket.bucket,
            cells: [
              bucket.label,
              number(bucket.signUps),
              number(bucket.demoBookings),
              number(bucket.voiceDemoSessions),
            ],
          }))}
        />
      }
    />
  );
};
