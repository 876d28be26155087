import { type AdminEmailList, EMAIL_OUTBOX_STATUSES } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { cn } from '@/lib/cn';
import type { AdminEmailsView } from '../utils/admin-emails-view';

interface EmailStatusCountsProps {
  counts: AdminEmailList['counts'];
  current: AdminEmailsView['status'];
  hrefOf: (status: AdminEmailsView['status']) => To;
}

/** How many messages are in each state (for the current search); each count filters the list to its state. */
export const EmailStatusCounts = ({ counts, current, hrefOf }: EmailStatusCountsProps) => {
  const { t } = useTranslation('admin-emails');
  return (
    <ul aria-label={t('counts.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {EMAIL_OUTBOX_STATUSES.map((status) => (
        <li key={status}>
          <Link
            to={hrefOf(current === status ? null : status)}
            aria-current={current === status ? 'true' : undefined}
            className={cn(
              'grid gap-1 rounded-xl border bg-white p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
              current === status
                ? 'border-primary-500 ring-1 ring-primary-500'
                : 'border-slate-200 hover:border-slate-300',
            )}
          >
            <span className="text-sm text-slate-600">{t(`status.${status}`)}</span>{' '}
            <span className="text-2xl font-semibold tabular-nums text-slate-900">{counts[status]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
};
