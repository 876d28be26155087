import { WORK_QUEUE_TABS, type WorkQueueTab } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { type WorkQueueView, workQueueSearch } from '../utils/work-queue-view';

/** One tab per kind of work, each with its count of open items under the current filter. */
export const WorkQueueTabs = ({
  view,
  counts,
}: {
  view: WorkQueueView;
  counts: Record<WorkQueueTab, number> | undefined;
}) => {
  const { t } = useTranslation('staff-dashboard');
  return (
    <nav aria-label={t('tabs.label')}>
      <ul className="flex flex-wrap gap-1 border-b border-slate-200">
        {WORK_QUEUE_TABS.map((tab) => {
          const isCurrent = tab === view.tab;
          return (
            <li key={tab}>
              <Link
                to={{ search: workQueueSearch({ ...view, tab, page: 1 }) }}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  '-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-600',
                  isCurrent
                    ? 'border-primary-600 text-primary-800'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                )}
              >
                {t(`tabs.${tab}`)}{' '}
                <span
                  className={cn(
                    'min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs font-semibold tabular-nums',
                    isCurrent ? 'bg-primary-100 text-primary-800' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {counts ? counts[tab] : '…'}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
