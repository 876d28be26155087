import type { OrderTimelineStep } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatLocalDate } from '@/lib/format-date';

const DOT: Record<OrderTimelineStep['status'], string> = {
  paid: 'bg-emerald-500',
  in_progress: 'bg-sky-500',
  delivered: 'bg-emerald-700',
  cancelled: 'bg-slate-400',
  refunded: 'bg-slate-400',
};

/**
 * The steps of a paid order, oldest first, each with its date and the note staff chose to share. The note is written
 * by a person in any language, so it takes its own direction.
 */
export const OrderTimeline = ({ steps, label }: { steps: readonly OrderTimelineStep[]; label: string }) => {
  const { t, i18n } = useTranslation('orders');
  if (steps.length === 0) return null;
  return (
    <ol aria-label={label} className="grid gap-3 border-s-2 border-slate-200 ps-4">
      {steps.map((step) => (
        <li key={`${step.status}-${step.at}`} data-step={step.status} className="relative grid gap-0.5">
          <span
            aria-hidden="true"
            className={cn('absolute -start-[1.4rem] top-1.5 size-2.5 rounded-full ring-4 ring-white', DOT[step.status])}
          />
          <p className="font-medium text-slate-900">{t(`fulfilment.step.${step.status}`)}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={step.at}>{formatLocalDate(step.at, i18n.language)}</time>
          </p>
          {step.note ? (
            <p className="text-sm text-slate-700">
              <span className="font-medium">{t('fulfilment.noteLabel')}</span>{' '}
              <span dir="auto" className="whitespace-pre-line">
                {step.note}
              </span>
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
};
