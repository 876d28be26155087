import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalDialog, ModalDialogClose } from '@/components/ui/modal-dialog';

interface ConfirmRefundDialogProps {
  amount: string;
  receiptNumber: string;
  isWorking: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before money goes back (it cannot be taken back); Cancel comes first. */
export const ConfirmRefundDialog = ({
  amount,
  receiptNumber,
  isWorking,
  onConfirm,
  onClose,
}: ConfirmRefundDialogProps) => {
  const { t } = useTranslation('admin-orders');
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isBusy={isWorking}
      title={t('refund.confirm.title')}
      description={t('refund.confirm.text', { amount, number: receiptNumber })}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ModalDialogClose asChild>
          <Button variant="outline" disabled={isWorking}>
            {t('refund.confirm.cancel')}
          </Button>
        </ModalDialogClose>
        <Button variant="destructive" onClick={onConfirm} disabled={isWorking} aria-busy={isWorking || undefined}>
          {isWorking ? t('refund.confirm.working') : t('refund.confirm.confirm', { amount })}
        </Button>
      </div>
    </ModalDialog>
  );
};
