import type { WorkQueueItem, WorkQueueTab } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable, adminCell, adminHeaderCell } from '@/components/admin/admin-list-table';
import { HiddenContext } from '@/components/ui/accessible-text';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { formatAge } from '@/lib/format-age';
import { formatLocalDateTime } from '@/lib/format-date';
import type { WorkItemChange } from '../api/change-work-item';
import { useWorkStatusLabel } from '../utils/work-item-status';
import { WorkItemStatusForm } from './work-item-status-form';
import { WorkItemSummary } from './work-item-summary';

interface WorkQueueTableProps {
  tab: WorkQueueTab;
  items: readonly WorkQueueItem[];
  total: number;
  busyId: string | null;
  onChange: (item: WorkQueueItem, change: WorkItemChange) => void;
  onOpenDetails: (item: WorkQueueItem, opener: HTMLElement) => void;
}

/** One page of a tab: how long each item has waited, whose it is, what it is, and what can be done with it. */
export const WorkQueueTable = ({ tab, items, total, busyId, onChange, onOpenDetails }: WorkQueueTableProps) => {
  const { t, i18n } = useTranslation('staff-dashboard');
  const { user } = useAuth();
  const statusLabel = useWorkStatusLabel();
  const linkClasses = buttonClasses({ variant: 'link', size: 'sm' });
  return (
    <AdminTable
      caption={t('table.caption', { tab: t(`tabs.${tab}`), total })}
      minWidthClass="min-w-[60rem]"
      head={
        <>
          <th scope="col" className={adminHeaderCell}>
            {t('table.customer')}
          </th>
          <th scope="col" className={adminHeaderCell}>
            {t('table.waiting')}
          </th>
          <th scope="col" className={adminHeaderCell}>
            {t('table.about')}
          </th>
          <th scope="col" className={adminHeaderCell}>
            {t('table.assignee')}
          </th>
          <th scope="col" className={adminHeaderCell}>
            {t('table.status')}
          </th>
          <th scope="col" className={adminHeaderCell}>
            {t('table.actions')}
          </th>
        </>
      }
    >
      {items.map((item) => {
        const who = item.customerName || item.customerEmail;
        const isMine = item.assignee?.userId === user?.id;
        const isBusy = busyId === item.id;
        return (
          <tr key={item.id}>
            <th scope="row" className="px-3 py-3 text-start align-top text-sm">
              <span className="block font-semibold text-slate-900" dir="auto">
                {who}
              </span>
              {item.customerName ? (
                <span className="block text-slate-600" dir="ltr">
                  {item.customerEmail}
                </span>
              ) : null}
            </th>
            <td className={`${adminCell} whitespace-nowrap`}>
              <time dateTime={item.since} title={formatLocalDateTime(item.since, i18n.language)}>
                {formatAge(item.since, i18n.language)}
              </time>
            </td>
            <td className={adminCell}>
              <WorkItemSummary item={item} />
            </td>
            <td className={adminCell}>
              {item.assignee ? (
                <span dir="auto">{isMine ? t('table.you') : item.assignee.name || item.assignee.email}</span>
              ) : (
                <span className="text-slate-500">{t('table.nobody')}</span>
              )}
            </td>
            <td className={`${adminCell} whitespace-nowrap`}>{statusLabel(item.kind, item.status)}</td>
            <td className={adminCell}>
              <div className="grid gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  {isMine ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={isBusy}
                      onClick={() => onChange(item, { assign: null })}
                    >
                      {t('actions.release')}
                      <HiddenContext>{who}</HiddenContext>
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={isBusy}
                      onClick={() => onChange(item, { assign: 'me' })}
                    >
                      {t('actions.assignToMe')}
                      <HiddenContext>{who}</HiddenContext>
                    </Button>
                  )}
                  {item.kind === 'tickets' ? (
                    <Link to={paths.staffTicket.getHref(item.id)} className={linkClasses}>
                      {t('actions.open')}
                      <HiddenContext>{item.ticket.subject}</HiddenContext>
                    </Link>
                  ) : item.kind === 'orders' ? (
                    <Link to={paths.staffOrder.getHref(item.id)} className={linkClasses}>
                      {t('actions.open')}
                      <HiddenContext>{item.order.receiptNumber}</HiddenContext>
                    </Link>
                  ) : (
                    <Button variant="link" size="sm" onClick={(event) => onOpenDetails(item, event.currentTarget)}>
                      {t('actions.details')}
                      <HiddenContext>{who}</HiddenContext>
                    </Button>
                  )}
                </div>
                <WorkItemStatusForm
                  key={item.status}
                  item={item}
                  isBusy={isBusy}
                  onSubmit={(status) => onChange(item, { status })}
                />
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
};
