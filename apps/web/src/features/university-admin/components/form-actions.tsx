import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalDialogClose } from '@/components/ui/modal-dialog';
import { SubmitButton } from '@/components/ui/submit-button';

/** Cancel and Save at the foot of an editor form. */
export const FormActions = ({ isBusy }: { isBusy: boolean }) => {
  const { t } = useTranslation('university-admin');
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <ModalDialogClose asChild>
        <Button variant="outline" disabled={isBusy}>
          {t('actions.cancel')}
        </Button>
      </ModalDialogClose>
      <SubmitButton isPending={isBusy} pendingLabel={t('actions.saving')}>
        {t('actions.save')}
      </SubmitButton>
    </div>
  );
};
