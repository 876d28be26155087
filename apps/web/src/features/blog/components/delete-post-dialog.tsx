import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalDialog, ModalDialogClose } from '@/components/ui/modal-dialog';

interface DeletePostDialogProps {
  title: string;
  languageName: string;
  isWorking: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a post is deleted for good; Cancel comes first and takes the focus. */
export const DeletePostDialog = ({ title, languageName, isWorking, onConfirm, onClose }: DeletePostDialogProps) => {
  const { t } = useTranslation('blog-admin');
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isBusy={isWorking}
      title={t('confirmDelete.title')}
      description={t('confirmDelete.text', { title, language: languageName })}
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
