import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalDialog, ModalDialogClose } from '@/components/ui/modal-dialog';

interface DeleteProjectDialogProps {
  title: string;
  isWorking: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a case study is deleted for good; Cancel comes first and takes the focus. */
export const DeleteProjectDialog = ({ title, isWorking, onConfirm, onClose }: DeleteProjectDialogProps) => {
  const { t } = useTranslation('projects-admin');
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isBusy={isWorking}
      title={t('confirmDelete.title')}
      description={t('confirmDelete.text', { title })}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ModalDialogClose asChild>
          <Button variant="outline" disabled={isWorking}>
            {t('confirmDelete.cancel')}
          </Button>
        </ModalDialogClose>
        <Button variant="destructive" onClick={onConfirm} disabled={isWorking} aria-busy={isWorking || undefined}>
          {isWorking ? t('confirmDelete.working') : t('confirmDelete.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
};
