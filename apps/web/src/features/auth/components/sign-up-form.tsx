import { PASSWORD_MIN_LENGTH } from '@receptiva/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { goToHome } from '../api/go-to-home';
import { type SignUpFailureReason, signUpWithEmail } from '../api/sign-up';
import type { Notice, Notify } from '../hooks/use-notice';
import type { ModeChange } from '../utils/auth-entry';
import { type SignUpValues, validateSignUp } from '../utils/validation';
import { FormField } from './form-field';
import { FormNotice } from './form-notice';

interface SignUpFormProps {
  notice: Notice | null;
  notify: Notify;
  onModeChange: ModeChange;
  defaultEmail: string;
}

/** Failures after which the visitor most likely has an account already: show sign-in. */
const switchesToSignIn: ReadonlySet<SignUpFailureReason> = new Set(['alreadyRegistered', 'failed']);

export const SignUpForm = ({ notice, notify, onModeChange, defaultEmail }: SignUpFormProps) => {
  const { t, i18n } = useTranslation(['auth', 'errors']);
  const { register, handleSubmit, formState } = useForm<SignUpValues>({
    defaultValues: { firstName: '', lastName: '', phone: '', email: defaultEmail, password: '', confirmPassword: '' },
  });

  const failureText = (reason: SignUpFailureReason): string => {
    if (reason === 'rateLimited') return t('errors:RATE_LIMITED');
    if (reason === 'passwordInvalid') return t('signUp.passwordInvalid', { min: PASSWORD_MIN_LENGTH });
    return t(`signUp.${reason}`);
  };

  const onSubmit = async (values: SignUpValues) => {
    const invalid = validateSignUp(values);
    if (invalid) return notify('error', t(`validation.${invalid}`, { min: PASSWORD_MIN_LENGTH }));
    try {
      const result = await signUpWithEmail(values, i18n.resolvedLanguage ?? i18n.language);
      if (!result.ok) {
        notify('error', failureText(result.reason));
        if (switchesToSignIn.has(result.reason)) onModeChange('signIn', { email: values.email, keepNotice: true });
        return;
      }
      if (result.signedIn) {
        notify('success', t('signUp.successSigningIn'));
        await goToHome();
        return;
      }
      notify('success', t('signUp.successConfirmEmail'));
      onModeChange('signIn', { email: values.email.trim(), keepNotice: true });
    } catch (error) {
      console.warn('Sign-up failed', error);
      notify('error', t('signUp.unexpected'));
    }
  };

  const busy = formState.isSubmitting;
  return (
    <form noValidate aria-labelledby="auth-heading" onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <p className="text-xs text-slate-500">{t('fields.requiredHint')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="sign-up-first-name"
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
          disabled={busy}
          {...register('firstName')}
        />
        <FormField
          id="sign-up-last-name"
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
          disabled={busy}
          {...register('lastName')}
        />
      </div>
      <FormField
        id="sign-up-phone"
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={t('placeholders.phone')}
        required
        disabled={busy}
        {...register('phone')}
      />
      <FormField
        id="sign-up-email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('placeholders.email')}
        required
        disabled={busy}
        {...register('email')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="sign-up-password"
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          required
          disabled={busy}
          {...register('password')}
        />
        <FormField
          id="sign-up-confirm-password"
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          disabled={busy}
          {...register('confirmPassword')}
        />
      </div>
      <FormNotice notice={notice} />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t('actions.signingUp') : t('actions.signUp')}
      </Button>
    </form>
  );
};
