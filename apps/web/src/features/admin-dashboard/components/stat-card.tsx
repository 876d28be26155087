import type { ComparedFigure } from '@receptiva/shared';
import { ChangeNote } from './change-note';

interface StatCardProps {
  label: string;
  /** A figure of the period with the previous one, or a count as of now (no comparison). */
  figure: ComparedFigure | number;
  format: (value: number) => string;
  higherIsBetter?: boolean;
  /** Shown under a count as of now instead of a comparison. */
  note?: string;
}

/** One figure: its label, its value, and how it moved since the previous period. */
export const StatCard = ({ label, figure, format, higherIsBetter, note }: StatCardProps) => {
  const value = typeof figure === 'number' ? figure : figure.current;
  return (
    <div className="grid content-start gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="grid gap-1">
        <span className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">{format(value)}</span>
        {typeof figure === 'number' ? (
          note ? (
            <span className="text-sm text-slate-600">{note}</span>
          ) : null
        ) : (
          <ChangeNote
            current={figure.current}
            previous={figure.previous}
            previousText={format(figure.previous)}
            higherIsBetter={higherIsBetter}
          />
        )}
      </dd>
    </div>
  );
};
