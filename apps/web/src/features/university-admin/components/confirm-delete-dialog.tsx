import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalDialog, ModalDialogClose } from '@/components/ui/modal-dialog';
import { type UniversityItemRef, useDeleteUniversityItem } from '../api/delete-university-item';
import { notifyEditorFailure, notifyEditorSuccess } from '../utils/notices';

interface ConfirmDeleteDialogProps {
  item: UniversityItemRef & { title: string; videoCount?: number };
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
}

/** Asks before deleting; a playlist takes its videos and everyone's progress with it. Cancel comes first. */
export const ConfirmDeleteDialog = ({ item, onClose, returnFocusTo }: ConfirmDeleteDialogProps) => {
  const { t } = useTranslation('university-admin');
  const remove = useDeleteUniversityItem();
  const busy = remove.isPending;
  const onConfirm = async () => {
    try {
      await remove.mutateAsync(item);
      notifyEditorSuccess(t('notices.deleted', { title: item.title }));
      onClose();
    } catch (error) {
      notifyEditorFailure(t('notices.deleteFailed'), 'Deleting from the university', error);
    }
  };
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      returnFocusTo={returnFocusTo}
      isBusy={busy}
      title={item.kind === 'playlist' ? t('delete.playlistTitle') : t('delete.videoTitle')}
      description={
        item.kind === 'playlist'
          ? t('delete.playlistDescription', { title: item.title, count: item.videoCount ?? 0 })
          : t('delete.videoDescription', { title: item.title })
      }
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ModalDialogClose asChild>
          <Button variant="outline" disabled={busy}>
            {t('actions.cancel')}
          </Button>
        </ModalDialogClose>
        <Button variant="destructive" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('delete.working') : t('delete.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
};
