import { PASSWORD_MIN_LENGTH } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { FormNotice } from '@/components/ui/form-notice';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useZodForm } from '@/components/ui/use-zod-form';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { useFailureText } from '../hooks/use-failure-text';
import { useFieldError } from '../hooks/use-field-error';
import { useSettingsNotice } from '../hooks/use-settings-notice';
import { SettingsSection } from './settings-section';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmed password (the sign-up rules); every other session is signed out, and the page says so. */
export const PasswordForm = () => {
  const { t } = useTranslation('settings');
  const failureText = useFailureText();
  const { notice, notify } = useSettingsNotice();
  const change = useChangePassword();
  const form = useZodForm(() => import('../utils/validation').then((schemas) => schemas.passwordFormSchema), {
    defaultValues: EMPTY,
  });
  const fieldError = useFieldError(form.formState.errors);

  const onSubmit = async (values: typeof EMPTY) => {
    try {
      await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      form.reset(EMPTY);
      notify('success', t('password.changed'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
        form.setError(
          'currentPassword',
          { type: 'server', message: t('password.wrongCurrent') },
          { shouldFocus: true },
        );
      }
      form.showServerErrors(error, {
        currentPassword: { field: 'currentPassword', message: t('validation.invalid') },
        newPassword: { field: 'newPassword', message: t('validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH }) },
      });
      notify('error', t('password.failed', { message: failureText(error) }));
    }
  };

  const busy = form.formState.isSubmitting;
  return (
    <SettingsSection id="password" title={t('password.heading')} description={t('password.description')}>
      <form
        noValidate
        aria-labelledby="settings-password-heading"
        onSubmit={form.handleSubmit(onSubmit)}
        className="grid gap-5 sm:max-w-md"
      >
        <FormField
          id="settings-current-password"
          label={t('password.current')}
          required
          error={fieldError('currentPassword')}
        >
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
        <FormField
          id="settings-new-password"
          label={t('password.new')}
          required
          error={fieldError('newPassword')}
          hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
        >
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <FormField
          id="settings-confirm-password"
          label={t('password.confirm')}
          required
          error={fieldError('confirmPassword')}
        >
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <FormNotice notice={notice} />
        <SubmitButton className="w-fit" isPending={busy} pendingLabel={t('password.submitting')}>
          {t('password.submit')}
        </SubmitButton>
      </form>
    </SettingsSection>
  );
};
