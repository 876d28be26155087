import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalDialog, ModalDialogClose } from '@/components/ui/modal-dialog';

interface ResendEmailDialogProps {
  to: string;
  isWorking: boolean;
  /** The failure of the last try, translated; the dialog stays open to show it. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before queuing a message again; Cancel comes first and takes the focus. */
export const ResendEmailDialog = ({ to, isWorking, error, onConfirm, onClose }: ResendEmailDialogProps) => {
  const { t } = useTranslation('admin-emails');
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isBusy={isWorking}
      title={t('resend.title')}
      description={t('resend.text', { to })}
    >
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ModalDialogClose asChild>
          <Button variant="outline" disabled={isWorking}>
            {t('resend.cancel')}
          </Button>
        </ModalDialogClose>
        <Button onClick={onConfirm} disabled={isWorking} aria-busy={isWorking || undefined}>
          {isWorking ? t('resend.working') : t('resend.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
};
