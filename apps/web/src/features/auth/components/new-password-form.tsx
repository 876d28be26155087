import { PASSWORD_MIN_LENGTH } from '@receptiva/shared';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/hooks/use-error-message';
import { resetPassword } from '../api/reset-password';
import type { Notice, Notify } from '../hooks/use-notice';
import type { ModeChange } from '../utils/auth-entry';
import { type NewPasswordValues, validateNewPassword } from '../utils/validation';
import { FormField } from './form-field';
import { FormNotice } from './form-notice';

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
  const { register, handleSubmit, formState } = useForm<NewPasswordValues>({
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: NewPasswordValues) => {
    const invalid = validateNewPassword(values);
    if (invalid) return notify('error', t(`validation.${invalid}`, { min: PASSWORD_MIN_LENGTH }));
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
    <form noValidate aria-labelledby="auth-heading" onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <FormField
        id="new-password"
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        disabled={busy}
        {...register('password')}
      />
      <FormField
        id="new-password-confirm"
        label={t('fields.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        required
        disabled={busy}
        {...register('confirmPassword')}
      />
      <FormNotice notice={notice} />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t('actions.updatingPassword') : t('actions.updatePassword')}
      </Button>
      <Button variant="ghost" disabled={busy} onClick={() => onModeChange('signIn')}>
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
        {t('actions.backToSignIn')}
      </Button>
    </form>
  );
};
