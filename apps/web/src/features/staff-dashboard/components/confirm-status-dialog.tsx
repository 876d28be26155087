import type { WorkQueueItem } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalDialog, ModalDialogClose } from '@/components/ui/modal-dialog';
import { leavesQueue, useWorkStatusLabel } from '../utils/work-item-status';

/** Asked before a change that takes an item out of the queue, or that e-mails an order's customer. */
export const ConfirmStatusDialog = ({
  item,
  status,
  isBusy,
  onConfirm,
  onClose,
  returnFocusTo,
}: {
  item: WorkQueueItem;
  status: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
}) => {
  const { t } = useTranslation('staff-dashboard');
  const statusLabel = useWorkStatusLabel();
  const label = statusLabel(item.kind, status);
  return (
    <ModalDialog
      isOpen
      isBusy={isBusy}
      onOpenChange={(open) => !open && onClose()}
      returnFocusTo={returnFocusTo}
      title={t('confirm.title', { status: label })}
      description={
        <>
          {leavesQueue(item, status) ? (
            <span dir="auto">
              {t('confirm.body', { name: item.customerName || item.customerEmail, status: label })}
            </span>
          ) : null}
          {item.kind === 'orders' ? ` ${t('confirm.orderEmail')}` : null}
        </>
      }
    >
      <div className="flex flex-wrap justify-end gap-2">
        <ModalDialogClose asChild>
          <Button variant="outline" disabled={isBusy}>
            {t('confirm.cancel')}
          </Button>
        </ModalDialogClose>
        <Button onClick={onConfirm} disabled={isBusy}>
          {t('confirm.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
};
