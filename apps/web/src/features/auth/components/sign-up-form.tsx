import { PASSWORD_MIN_LENGTH } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { FormNotice } from '@/components/ui/form-notice';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useZodForm } from '@/components/ui/use-zod-form';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { goToHome } from '../api/go-to-home';
import { type SignUpFailureReason, signUpWithEmail } from '../api/sign-up';
import { useInvalidNotice } from '../hooks/use-invalid-notice';
import type { Notice, Notify } from '../hooks/use-notice';
import type { ModeChange } from '../utils/auth-entry';
import type { SignUpValues } from '../utils/validation';
import { EmailField } from './email-field';

interface SignUpFormProps {
  notice: Notice | null;
  notify: Notify;
  onModeChange: ModeChange;
  defaultEmail: string;
  /** Where to go once signed in, instead of /dashboard or /admin. */
  next?: string | null;
  /** The e-mail is an invitation's and cannot change. */
  isEmailFixed?: boolean;
}

/** Failures after which the visitor most likely has an account already: show sign-in. */
const switchesToSignIn: ReadonlySet<SignUpFailureReason> = new Set(['alreadyRegistered', 'failed']);

export const SignUpForm = ({
  notice,
  notify,
  onModeChange,
  defaultEmail,
  next = null,
  isEmailFixed = false,
}: SignUpFormProps) => {
  const { t, i18n } = useTranslation(['auth', 'errors']);
  const onInvalid = useInvalidNotice(notify);
  const { register, handleSubmit, formState } = useZodForm(
    () => import('../utils/validation').then((schemas) => schemas.signUpFormSchema),
    {
      defaultValues: { firstName: '', lastName: '', phone: '', email: defaultEmail, password: '', confirmPassword: '' },
      shouldFocusError: false,
    },
  );

  const failureText = (reason: SignUpFailureReason): string => {
    if (reason === 'rateLimited') return t('errors:RATE_LIMITED');
    if (reason === 'passwordInvalid') return t('signUp.passwordInvalid', { min: PASSWORD_MIN_LENGTH });
    return t(`signUp.${reason}`);
  };

  const onSubmit = async (values: SignUpValues) => {
    try {
      const result = await signUpWithEmail(values, i18n.resolvedLanguage ?? i18n.language, next);
      if (!result.ok) {
        notify('error', failureText(result.reason));
        if (switchesToSignIn.has(result.reason)) onModeChange('signIn', { email: values.email, keepNotice: true });
        return;
      }
      if (result.signedIn) {
        notify('success', t('signUp.successSigningIn'));
        await goToHome(next);
        return;
      }
      notify('success', t('signUp.successConfirmEmail'));
      onModeChange('signIn', { email: values.email, keepNotice: true });
    } catch (error) {
      console.warn('Sign-up failed', error);
      notify('error', t('signUp.unexpected'));
    }
  };

  const busy = formState.isSubmitting;
  // The server renders this form (decision 008): until it hydrates, a press must not submit it natively.
  const isHydrated = useIsHydrated();
  return (
    <form noValidate aria-labelledby="auth-heading" onSubmit={handleSubmit(onSubmit, onInvalid)} className="grid gap-5">
      <p className="text-xs text-slate-500">{t('fields.requiredHint')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="sign-up-first-name" label={t('fields.firstName')} required>
          <Input autoComplete="given-name" disabled={busy} {...register('firstName')} />
        </FormField>
        <FormField id="sign-up-last-name" label={t('fields.lastName')} required>
          <Input autoComplete="family-name" disabled={busy} {...register('lastName')} />
        </FormField>
      </div>
      <FormField id="sign-up-phone" label={t('fields.phone')} required>
        <Input
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={t('placeholders.phone')}
          disabled={busy}
          {...register('phone')}
        />
      </FormField>
      <EmailField id="sign-up-email" required isFixed={isEmailFixed} {...register('email')} disabled={busy} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="sign-up-password" label={t('fields.password')} required>
          <Input type="password" autoComplete="new-password" disabled={busy} {...register('password')} />
        </FormField>
        <FormField id="sign-up-confirm-password" label={t('fields.confirmPassword')} required>
          <Input type="password" autoComplete="new-password" disabled={busy} {...register('confirmPassword')} />
        </FormField>
      </div>
      <FormNotice notice={notice} />
      <SubmitButton size="lg" isPending={busy} disabled={!isHydrated} pendingLabel={t('actions.signingUp')}>
        {t('actions.signUp')}
      </SubmitButton>
    </form>
  );
};
