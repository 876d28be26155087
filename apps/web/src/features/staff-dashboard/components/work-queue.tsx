import type { WorkQueueItem } from '@receptiva/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminListResults } from '@/components/admin/admin-list-results';
import { useErrorMessage } from '@/hooks/use-error-message';
import { ApiError } from '@/lib/api-client';
import { useChangeWorkItem, type WorkItemChange } from '../api/change-work-item';
import { useWorkQueue } from '../api/get-work-queue';
import { leavesQueue, useWorkStatusLabel } from '../utils/work-item-status';
import { readWorkQueueView, workQueueSearch } from '../utils/work-queue-view';
import { ConfirmStatusDialog } from './confirm-status-dialog';
import { WorkItemDetails } from './work-item-details';
import { WorkQueueFilters } from './work-queue-filters';
import { WorkQueueTable } from './work-queue-table';
import { WorkQueueTabs } from './work-queue-tabs';

/**
 * /staff-dashboard's queue (issue 18 point 2): a tab per kind of work with its count, all / mine / unassigned, and a
 * page of items, the longest wait first. Tab, filter and page live in the URL; the server does the rest.
 */
export const WorkQueue = () => {
  const { t } = useTranslation('staff-dashboard');
  const errorMessage = useErrorMessage();
  const statusLabel = useWorkStatusLabel();
  const [searchParams] = useSearchParams();
  const view = readWorkQueueView(searchParams);
  const queue = useWorkQueue(view);
  const change = useChangeWorkItem();
  const [done, setDone] = useState('');
  const [asking, setAsking] = useState<{ item: WorkQueueItem; status: string } | null>(null);
  const [details, setDetails] = useState<WorkQueueItem | null>(null);
  const detailsOpener = useRef<HTMLElement | null>(null);
  const askOpener = useRef<HTMLElement | null>(null);
  const data = queue.data;

  const apply = (item: WorkQueueItem, next: WorkItemChange) => {
    setDone('');
    change.mutate(
      { item, change: next },
      {
        onSuccess: () => {
          const who = item.customerName || item.customerEmail;
          setDone(
            'assign' in next
              ? t(next.assign ? 'actions.assigned' : 'actions.released', { name: who })
              : t('actions.moved', { name: who, status: statusLabel(item.kind, next.status) }),
          );
        },
        onSettled: () => setAsking(null),
      },
    );
  };
  const onChange = (item: WorkQueueItem, next: WorkItemChange) => {
    if ('status' in next && (leavesQueue(item, next.status) || item.kind === 'orders')) {
      // The row's button, to return to if the row is still there when the dialog closes.
      askOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setAsking({ item, status: next.status });
      return;
    }
    apply(item, next);
  };

  return (
    <div className="grid gap-4">
      <WorkQueueTabs view={view} counts={data?.counts} />
      <WorkQueueFilters view={view} />
      {change.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {change.error instanceof ApiError ? errorMessage({ code: change.error.code }) : t('actions.failed')}
        </p>
      ) : null}
      <p role="status" className="text-sm text-emerald-800 empty:hidden">
        {done}
      </p>
      <AdminListResults
        namespace="staff-dashboard"
        isError={queue.isError}
        isPlaceholderData={queue.isPlaceholderData}
        page={data && { total: data.total, pageSize: data.pageSize, count: data.items.length }}
        current={view.page}
        hrefOf={(page) => ({ search: workQueueSearch({ ...view, page }) })}
      >
        {data ? (
          <WorkQueueTable
            tab={data.tab}
            items={data.items}
            total={data.total}
            busyId={change.isPending ? (change.variables?.item.id ?? null) : null}
            onChange={onChange}
            onOpenDetails={(item, opener) => {
              detailsOpener.current = opener;
              setDetails(item);
            }}
          />
        ) : null}
      </AdminListResults>
      {asking ? (
        <ConfirmStatusDialog
          item={asking.item}
          status={asking.status}
          isBusy={change.isPending}
          onConfirm={() => apply(asking.item, { status: asking.status })}
          onClose={() => setAsking(null)}
          returnFocusTo={() => askOpener.current}
        />
      ) : null}
      {details && details.kind !== 'tickets' && details.kind !== 'orders' ? (
        <WorkItemDetails item={details} onClose={() => setDetails(null)} returnFocusTo={() => detailsOpener.current} />
      ) : null}
    </div>
  );
};
