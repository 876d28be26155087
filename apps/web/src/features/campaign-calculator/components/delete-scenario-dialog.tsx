import type { CampaignScenario } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalDialog, ModalDialogClose } from '@/components/ui/modal-dialog';
import { useDeleteCampaignScenario } from '../api/delete-campaign-scenario';

interface DeleteScenarioDialogProps {
  scenario: CampaignScenario;
  onDeleted: (scenario: CampaignScenario) => void;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
}

/** Asks before a scenario is deleted for good; Cancel comes first and takes the focus. */
export const DeleteScenarioDialog = ({ scenario, onDeleted, onClose, returnFocusTo }: DeleteScenarioDialogProps) => {
  const { t } = useTranslation('campaign-calculator');
  const remove = useDeleteCampaignScenario();
  const confirm = () =>
    remove.mutate(scenario.id, {
      onSuccess: () => {
        onDeleted(scenario);
        onClose();
      },
    });
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isBusy={remove.isPending}
      title={t('delete.title')}
      description={
        <>
          {t('delete.text')} <bdi className="font-semibold">{scenario.name}</bdi>
        </>
      }
      returnFocusTo={returnFocusTo}
    >
      {remove.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('delete.failed')}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ModalDialogClose asChild>
          <Button variant="outline" disabled={remove.isPending}>
            {t('delete.cancel')}
          </Button>
        </ModalDialogClose>
        <Button
          variant="destructive"
          onClick={confirm}
          disabled={remove.isPending}
          aria-busy={remove.isPending || undefined}
        >
          {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
};
