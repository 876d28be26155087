import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormNotice } from '@/components/ui/form-notice';
import { SubmitButton } from '@/components/ui/submit-button';
import { useZodForm } from '@/components/ui/use-zod-form';
import { useErrorMessage } from '@/hooks/use-error-message';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { requestPasswordReset } from '../api/request-password-reset';
import { useInvalidNotice } from '../hooks/use-invalid-notice';
import type { Notice, Notify } from '../hooks/use-notice';
import type { ModeChange } from '../utils/auth-entry';
import { EmailField } from './email-field';

interface ResetRequestFormProps {
  notice: Notice | null;
  notify: Notify;
  onModeChange: ModeChange;
  defaultEmail: string;
}

export const ResetRequestForm = ({ notice, notify, onModeChange, defaultEmail }: ResetRequestFormProps) => {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const onInvalid = useInvalidNotice(notify);
  const { register, handleSubmit, getValues, formState } = useZodForm(
    () => import('../utils/validation').then((schemas) => schemas.resetRequestFormSchema),
    {
      defaultValues: { email: defaultEmail },
      shouldFocusError: false,
    },
  );

  const onSubmit = async (values: { email: string }) => {
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
  // The server renders this form (decision 008): until it hydrates, a press must not submit it natively.
  const isHydrated = useIsHydrated();
  return (
    <form noValidate aria-labelledby="auth-heading" onSubmit={handleSubmit(onSubmit, onInvalid)} className="grid gap-5">
      <EmailField id="reset-email" {...register('email')} disabled={busy} />
      <FormNotice notice={notice} />
      <SubmitButton size="lg" isPending={busy} disabled={!isHydrated} pendingLabel={t('actions.sendingResetLink')}>
        {t('actions.sendResetLink')}
      </SubmitButton>
      <Button variant="ghost" disabled={busy} onClick={() => onModeChange('signIn', { email: getValues('email') })}>
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
        {t('actions.backToSignIn')}
      </Button>
    </form>
  );
};
