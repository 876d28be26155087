import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormNotice } from '@/components/ui/form-notice';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useZodForm } from '@/components/ui/use-zod-form';
import { useErrorMessage } from '@/hooks/use-error-message';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { goToHome } from '../api/go-to-home';
import { type SignInFailureReason, signInWithEmail } from '../api/sign-in';
import { useInvalidNotice } from '../hooks/use-invalid-notice';
import type { Notice, Notify } from '../hooks/use-notice';
import type { ModeChange } from '../utils/auth-entry';
import type { SignInValues } from '../utils/validation';
import { EmailField } from './email-field';

interface SignInFormProps {
  notice: Notice | null;
  notify: Notify;
  onModeChange: ModeChange;
  defaultEmail: string;
  /** Where to go once signed in, instead of /dashboard or /admin. */
  next?: string | null;
  /** The e-mail is an invitation's and cannot change. */
  isEmailFixed?: boolean;
}

export const SignInForm = ({
  notice,
  notify,
  onModeChange,
  defaultEmail,
  next = null,
  isEmailFixed = false,
}: SignInFormProps) => {
  const { t } = useTranslation(['auth', 'errors']);
  const errorMessage = useErrorMessage();
  const onInvalid = useInvalidNotice(notify);
  const { register, handleSubmit, getValues, formState } = useZodForm(
    () => import('../utils/validation').then((schemas) => schemas.signInFormSchema),
    {
      defaultValues: { email: defaultEmail, password: '' },
      shouldFocusError: false,
    },
  );

  const failureText = (reason: SignInFailureReason, failure?: { code: string | null; message: string }): string => {
    if (reason === 'failed') return t('signIn.failed', { message: errorMessage(failure ?? {}) });
    if (reason === 'rateLimited') return t('errors:RATE_LIMITED');
    return t(`signIn.${reason}`);
  };

  const onSubmit = async (values: SignInValues) => {
    try {
      const result = await signInWithEmail(values);
      if (!result.ok) return notify('error', failureText(result.reason, result.failure));
      notify('success', t('signIn.success'));
      await goToHome(next);
    } catch (error) {
      console.warn('Sign-in failed', error);
      notify('error', t('signIn.unexpected'));
    }
  };

  const busy = formState.isSubmitting;
  // The server renders this form (decision 008): until it hydrates, a press must not submit it natively.
  const isHydrated = useIsHydrated();
  return (
    <form noValidate aria-labelledby="auth-heading" onSubmit={handleSubmit(onSubmit, onInvalid)} className="grid gap-5">
      <EmailField id="sign-in-email" isFixed={isEmailFixed} {...register('email')} disabled={busy} />
      <div className="grid gap-1.5">
        <FormField id="sign-in-password" label={t('fields.password')}>
          <Input type="password" autoComplete="current-password" disabled={busy} {...register('password')} />
        </FormField>
        <Button
          variant="link"
          size="sm"
          className="justify-self-end"
          disabled={busy}
          onClick={() => onModeChange('reset', { email: getValues('email') })}
        >
          {t('actions.forgotPassword')}
        </Button>
      </div>
      <FormNotice notice={notice} />
      <SubmitButton size="lg" isPending={busy} disabled={!isHydrated} pendingLabel={t('actions.signingIn')}>
        {t('actions.signIn')}
      </SubmitButton>
    </form>
  );
};
