import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/hooks/use-error-message';
import { requestPasswordReset } from '../api/request-password-reset';
import type { Notice, Notify } from '../hooks/use-notice';
import type { ModeChange } from '../utils/auth-entry';
import { validateResetRequest } from '../utils/validation';
import { FormField } from './form-field';
import { FormNotice } from './form-notice';

interface ResetRequestFormProps {
  notice: Notice | null;
  notify: Notify;
  onModeChange: ModeChange;
  defaultEmail: string;
}

export const ResetRequestForm = ({ notice, notify, onModeChange, defaultEmail }: ResetRequestFormProps) => {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const { register, handleSubmit, getValues, formState } = useForm<{ email: string }>({
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = async (values: { email: string }) => {
    const invalid = validateResetRequest(values);
    if (invalid) return notify('error', t(`validation.${invalid}`));
    try {
      const result = await requestPasswordReset(values.email);
      if (result.ok) notify('success', t('reset.linkSent'));
      else notify('error', t('reset.failed', { message: errorMessage(result.failure) }));
    } catch (error) {
      console.warn('Password reset request failed', error);
      notify('error', t('reset.failed', { message: errorMessage({ code: 'NETWORK_ERROR' }) }));
    }
  };

  const busy = formState.isSubmitting;
  return (
    <form noValidate aria-labelledby="auth-heading" onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <FormField
        id="reset-email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('placeholders.email')}
        disabled={busy}
        {...register('email')}
      />
      <FormNotice notice={notice} />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t('actions.sendingResetLink') : t('actions.sendResetLink')}
      </Button>
      <Button variant="ghost" disabled={busy} onClick={() => onModeChange('signIn', { email: getValues('email') })}>
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
        {t('actions.backToSignIn')}
      </Button>
    </form>
  );
};
