import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormNotice } from '@/components/ui/form-notice';
import { Input } from '@/components/ui/input';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { useZodForm } from '@/components/ui/use-zod-form';
import { ApiError } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { useFailureText } from '../hooks/use-failure-text';
import { useFieldError } from '../hooks/use-field-error';
import { useSettingsNotice } from '../hooks/use-settings-notice';

interface DeleteAccountDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account is gone and the session cookie cleared. */
  onDeleted: () => void;
  returnFocusTo: () => HTMLElement | null;
}

/** Asks for the password before deleting the account for good. */
export const DeleteAccountDialog = ({ isOpen, onOpenChange, onDeleted, returnFocusTo }: DeleteAccountDialogProps) => {
  const { t } = useTranslation('settings');
  const failureText = useFailureText();
  const { notice, notify, clear } = useSettingsNotice();
  const remove = useDeleteAccount();
  const form = useZodForm(() => import('../utils/validation').then((schemas) => schemas.deleteAccountFormSchema), {
    defaultValues: { password: '' },
  });
  const fieldError = useFieldError(form.formState.errors);

  const onSubmit = async ({ password }: { password: string }) => {
    try {
      await remove.mutateAsync({ password });
      onDeleted();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
        form.setError('password', { type: 'server', message: t('delete.wrongPassword') }, { shouldFocus: true });
      }
      notify('error', t('delete.failed', { message: failureText(error) }));
    }
  };

  const busy = form.formState.isSubmitting || remove.isSuccess;
  const close = (open: boolean) => {
    if (!open) {
      form.reset({ password: '' });
      clear();
    }
    onOpenChange(open);
  };
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={close}
      isBusy={busy}
      title={t('delete.dialogTitle')}
      description={t('delete.dialogDescription')}
      returnFocusTo={returnFocusTo}
    >
      <form
        noValidate
        aria-label={t('delete.dialogTitle')}
        onSubmit={form.handleSubmit(onSubmit)}
        className="grid gap-4"
      >
        <FormField id="settings-delete-password" label={t('delete.password')} required error={fieldError('password')}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <FormNotice notice={notice} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button variant="outline" disabled={busy}>
              {t('delete.cancel')}
            </Button>
          </Dialog.Close>
          <SubmitButton variant="destructive" isPending={busy} pendingLabel={t('delete.deleting')}>
            {t('delete.confirm')}
          </SubmitButton>
        </div>
      </form>
    </ModalDialog>
  );
};
