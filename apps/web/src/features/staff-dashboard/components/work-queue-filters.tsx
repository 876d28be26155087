import { WORK_QUEUE_FILTERS } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { type WorkQueueView, workQueueSearch } from '../utils/work-queue-view';

/** All, mine or unassigned: links, so the filter lives in the URL like the tab and the page. */
export const WorkQueueFilters = ({ view }: { view: WorkQueueView }) => {
  const { t } = useTranslation('staff-dashboard');
  return (
    <nav aria-label={t('filters.label')} className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="text-sm font-medium text-slate-600">
        {t('filters.label')}
      </span>
      <ul className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
        {WORK_QUEUE_FILTERS.map((filter) => {
          const isCurrent = filter === view.filter;
          return (
            <li key={filter}>
              <Link
                to={{ search: workQueueSearch({ ...view, filter, page: 1 }) }}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'block rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-600',
                  isCurrent ? 'bg-primary-600 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {t(`filters.${filter}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
