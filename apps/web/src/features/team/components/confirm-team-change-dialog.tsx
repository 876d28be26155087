import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalDialog, ModalDialogClose } from '@/components/ui/modal-dialog';

interface ConfirmTeamChangeDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  workingLabel: string;
  isWorking: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a change that cuts someone off (remove, revoke); Cancel is first and takes the focus. */
export const ConfirmTeamChangeDialog = ({
  title,
  description,
  confirmLabel,
  workingLabel,
  isWorking,
  onConfirm,
  onClose,
}: ConfirmTeamChangeDialogProps) => {
  const { t } = useTranslation('team');
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isBusy={isWorking}
      title={title}
      description={description}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ModalDialogClose asChild>
          <Button variant="outline" disabled={isWorking}>
            {t('actions.cancel')}
          </Button>
        </ModalDialogClose>
        <Button variant="destructive" onClick={onConfirm} disabled={isWorking} aria-busy={isWorking || undefined}>
          {isWorking ? workingLabel : confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
};
