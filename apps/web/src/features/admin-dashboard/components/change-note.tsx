import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { percentChange } from '../utils/percent-change';

interface ChangeNoteProps {
  current: number;
  previous: number;
  /** The previous value as the card writes it ("$1,200.00", "12"). */
  previousText: string;
  /** Refunds and members who left: a rise is bad news, shown in red. */
  higherIsBetter?: boolean;
}

/** ↑/↓ and the percentage against the previous period; screen readers hear the whole sentence instead of arrows. */
export const ChangeNote = ({ current, previous, previousText, higherIsBetter = true }: ChangeNoteProps) => {
  const { t } = useTranslation('admin-dashboard');
  const percent = percentChange(current, previous);
  const direction = current > previous ? 'up' : current < previous ? 'down' : 'same';
  const good = direction === 'same' ? null : (direction === 'up') === higherIsBetter;
  const visible =
    direction === 'same'
      ? '='
      : `${direction === 'up' ? '↑' : '↓'} ${percent === null ? t('change.new') : `${Math.abs(percent)}%`}`;
  const spoken =
    direction === 'same'
      ? t('change.same', { previous: previousText })
      : percent === null
        ? t('change.fromNothing', { previous: previousText })
        : t(`change.${direction}`, { percent: Math.abs(percent), previous: previousText });
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <span
        aria-hidden="true"
        className={cn('font-semibold', good === null ? 'text-slate-600' : good ? 'text-emerald-700' : 'text-red-700')}
      >
        {visible}
      </span>
      <span aria-hidden="true" className="text-slate-600">
        {t('change.previous', { value: previousText })}
      </span>
      <span className="sr-only">{spoken}</span>
    </p>
  );
};
