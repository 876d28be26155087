import { PROJECT_CONTENT_LANGUAGE, type ProjectResultView } from '@receptiva/shared';
import { cn } from '@/lib/cn';

interface ProjectResultsProps {
  results: readonly ProjectResultView[];
  /** `compact` on cards (the first three figures), `full` on the case study's page. */
  variant: 'compact' | 'full';
}

/** The headline figures: each a value ("41%") and what it measures, in the case study's own language. */
export const ProjectResults = ({ results, variant }: ProjectResultsProps) => {
  const isFull = variant === 'full';
  const shown = isFull ? results : results.slice(0, 3);
  return (
    <dl
      lang={PROJECT_CONTENT_LANGUAGE}
      className={cn('grid gap-3', isFull ? 'sm:grid-cols-2' : 'grid-cols-3 border-t border-slate-100 pt-4')}
    >
      {shown.map((result) => (
        <div
          key={`${result.value} ${result.label}`}
          className={cn('flex flex-col-reverse gap-1', isFull && 'rounded-2xl bg-primary-50 p-5')}
        >
          <dt className={cn('text-slate-600', isFull ? 'text-base' : 'text-xs leading-snug')}>{result.label}</dt>
          <dd
            dir="auto"
            className={cn(
              'font-bold tracking-tight text-primary-700',
              isFull ? 'text-3xl sm:text-4xl' : 'text-lg leading-tight',
            )}
          >
            {result.value}
          </dd>
        </div>
      ))}
    </dl>
  );
};
