import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalDialog, ModalDialogClose } from '@/components/ui/modal-dialog';

interface ConfirmChangeDialogProps {
  title: string;
  text: string;
  isWorking: boolean;
  /** The failure of the last try, translated; the dialog stays open to show it. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a role or membership change; Cancel comes first and takes the focus. */
export const ConfirmChangeDialog = ({
  title,
  text,
  isWorking,
  error,
  onConfirm,
  onClose,
}: ConfirmChangeDialogProps) => {
  const { t } = useTranslation('admin-users');
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} isBusy={isWorking} title={title} description={text}>
      {error ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ModalDialogClose asChild>
          <Button variant="outline" disabled={isWorking}>
            {t('confirm.cancel')}
          </Button>
        </ModalDialogClose>
        <Button variant="destructive" onClick={onConfirm} disabled={isWorking} aria-busy={isWorking || undefined}>
          {isWorking ? t('confirm.working') : t('confirm.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
};
