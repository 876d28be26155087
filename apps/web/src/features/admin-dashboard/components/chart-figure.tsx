import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ChartFigureProps {
  id: string;
  title: string;
  description: string;
  /** False when every value is zero: a note replaces the empty chart. */
  hasData: boolean;
  chart: ReactNode;
  /** The same data as a table, for screen readers and anyone who wants the numbers. */
  table: ReactNode;
}

/**
 * A chart with its data table behind it (issue 17: charts readable by screen readers). The drawing is hidden from
 * assistive technology; the table under "Show as table" carries the same numbers.
 */
export const ChartFigure = ({ id, title, description, hasData, chart, table }: ChartFigureProps) => {
  const { t } = useTranslation('admin-dashboard');
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <figcaption className="grid gap-1">
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        <p className="text-sm text-slate-600">{description}</p>
      </figcaption>
      {hasData ? (
        <div aria-hidden="true" className="h-72 w-full" dir="ltr">
          {chart}
        </div>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-sm text-slate-600">
          {t('charts.empty')}
        </p>
      )}
      <details className="group">
        <summary className="cursor-pointer text-sm font-medium text-primary-700 underline-offset-4 hover:underline">
          {t('charts.showTable')}
        </summary>
        <div className="mt-3 overflow-x-auto">{table}</div>
      </details>
    </figure>
  );
};
