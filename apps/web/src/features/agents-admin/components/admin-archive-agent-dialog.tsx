import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalDialog, ModalDialogClose } from '@/components/ui/modal-dialog';

interface AdminArchiveAgentDialogProps {
  name: string;
  isWorking: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an agent leaves /agents and stops taking calls; Cancel comes first and takes the focus. */
export const AdminArchiveAgentDialog = ({ name, isWorking, onConfirm, onClose }: AdminArchiveAgentDialogProps) => {
  const { t } = useTranslation('agents-admin');
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isBusy={isWorking}
      title={t('confirmArchive.title')}
      description={t('confirmArchive.text', { name })}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ModalDialogClose asChild>
          <Button variant="outline" disabled={isWorking}>
            {t('confirmArchive.cancel')}
          </Button>
        </ModalDialogClose>
        <Button variant="destructive" onClick={onConfirm} disabled={isWorking} aria-busy={isWorking || undefined}>
          {isWorking ? t('confirmArchive.working') : t('confirmArchive.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
};
