import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormNotice } from '@/components/ui/form-notice';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useZodForm } from '@/components/ui/use-zod-form';
import { useErrorMessage } from '@/hooks/use-error-message';
import { resetPassword } from '../api/reset-password';
import { useInvalidNotice } from '../hooks/use-invalid-notice';
import type { Notice, Notify } from '../hooks/use-notice';
import type { ModeChange } from '../utils/auth-entry';

interface NewPasswordFormProps {
  token: string;
  notice: Notice | null;
  notify: Notify;
  onModeChange: ModeChange;
}

/** The page the e-mailed reset link opens (`/auth?reset=true&token=…`). */
export const NewPasswordForm = ({ token, notice, notify, onModeChange }: NewPasswordFormProps) => {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const onInvalid = useInvalidNotice(notify);
  const { register, handleSubmit, formState } = useZodForm(
    () => import('../utils/validation').then((schemas) => schemas.newPasswordFormSchema),
    {
      defaultValues: { password: '', confirmPassword: '' },
      shouldFocusError: false,
    },
  );

  const onSubmit = async (values: { password: string }) => {
    try {
      const result = await resetPassword(values.password, token);
      if (!result.ok) return notify('error', t('reset.failed', { message: errorMessage(result.failure) }));
      notify('success', t('reset.updated'));
      onModeChange('signIn', { keepNotice: true });
    } catch (error) {
      console.warn('Password reset failed', error);
      notify('error', t('reset.failed', { message: errorMessage({ code: 'NETWORK_ERROR' }) }));
    }
  };

  const busy = formState.isSubmitting;
  return (
    <form noValidate aria-labelledby="auth-heading" onSubmit={handleSubmit(onSubmit, onInvalid)} className="grid gap-5">
      <FormField id="new-password" label={t('fields.newPassword')} required>
        <Input type="password" autoComplete="new-password" disabled={busy} {...register('password')} />
      </FormField>
      <FormField id="new-password-confirm" label={t('fields.confirmNewPassword')} required>
        <Input type="password" autoComplete="new-password" disabled={busy} {...register('confirmPassword')} />
      </FormField>
      <FormNotice notice={notice} />
      <SubmitButton size="lg" isPending={busy} pendingLabel={t('actions.updatingPassword')}>
        {t('actions.updatePassword')}
      </SubmitButton>
      <Button variant="ghost" disabled={busy} onClick={() => onModeChange('signIn')}>
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
        {t('actions.backToSignIn')}
      </Button>
    </form>
  );
};
