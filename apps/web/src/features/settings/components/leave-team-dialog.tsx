import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';

interface LeaveTeamDialogProps {
  ownerName: string | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  isWorking: boolean;
  error: string | null;
  returnFocusTo: () => HTMLElement | null;
}

/** "Leave <owner>'s team?": what leaving ends, and a way to stay. Open while `ownerName` is set. */
export const LeaveTeamDialog = ({
  ownerName,
  onOpenChange,
  onConfirm,
  isWorking,
  error,
  returnFocusTo,
}: LeaveTeamDialogProps) => {
  const { t } = useTranslation('settings');
  return (
    <ModalDialog
      isOpen={ownerName !== null}
      onOpenChange={onOpenChange}
      isBusy={isWorking}
      title={t('teams.dialogTitle', { owner: ownerName ?? '' })}
      description={t('teams.dialogDescription')}
      returnFocusTo={returnFocusTo}
    >
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="outline" disabled={isWorking}>
            {t('teams.stay')}
          </Button>
        </Dialog.Close>
        <Button variant="destructive" onClick={onConfirm} disabled={isWorking}>
          {isWorking ? t('teams.leaving') : t('teams.confirmLeave')}
        </Button>
      </div>
    </ModalDialog>
  );
};
