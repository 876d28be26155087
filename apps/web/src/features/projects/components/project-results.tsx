import { PROJECT_CONTENT_LANGUAGE, type ProjectResultView } from '@receptiva/shared';
import { cn } from '@/lib/cn';

interface ProjectResultsProps {
  results: readonly ProjectResultView[];
  /** `compact` on cards (the first three figures, one a row), `full` on the case study's page (tiles). */
  variant: 'compact' | 'full';
}

/**
 * The headline figures, each read as one phrase ("41% more consultations booked…"), in the case study's own
 * language.
 */
export const ProjectResults = ({ results, variant }: ProjectResultsProps) => {
  const isFull = variant === 'full';
  const shown = isFull ? results : results.slice(0, 3);
  return (
    <ul
      lang={PROJECT_CONTENT_LANGUAGE}
      className={cn('grid gap-3', isFull ? 'sm:grid-cols-2' : 'border-t border-slate-100 pt-4')}
    >
      {shown.map((result) => (
        <li
          key={`${result.value} ${result.label}`}
          className={cn(
            isFull ? 'grid gap-1 rounded-2xl bg-primary-50 p-5' : 'grid grid-cols-[minmax(4.5rem,auto)_1fr] gap-3',
          )}
        >
          <span
            dir="auto"
            className={cn(
              'font-bold tracking-tight text-primary-700',
              isFull ? 'text-3xl sm:text-4xl' : 'text-base leading-snug',
            )}
          >
            {result.value}
          </span>{' '}
          <span className={cn('text-slate-600', isFull ? 'text-base' : 'text-sm leading-snug')}>{result.label}</span>
        </li>
      ))}
    </ul>
  );
};
