import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { FormNotice } from '@/components/ui/form-notice';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useZodForm } from '@/components/ui/use-zod-form';
import { useChangeEmail } from '../api/change-email';
import { useFailureText } from '../hooks/use-failure-text';
import { useFieldError } from '../hooks/use-field-error';
import { useSettingsNotice } from '../hooks/use-settings-notice';
import { SettingsSection } from './settings-section';

/** How the confirmation link the person opened ended (the page it lands on says `?emailChanged=1[&error=…]`). */
export type EmailLinkResult = 'changed' | 'failed' | null;

interface EmailFormProps {
  currentEmail: string;
  linkResult: EmailLinkResult;
}

/** The current address, and a new one to confirm: the change happens when the link sent to the new address is opened. */
export const EmailForm = ({ currentEmail, linkResult }: EmailFormProps) => {
  const { t } = useTranslation('settings');
  const failureText = useFailureText();
  const { notice, notify } = useSettingsNotice();
  const change = useChangeEmail();
  const form = useZodForm(
    () => import('../utils/validation').then((schemas) => schemas.emailFormSchema(currentEmail)),
    { defaultValues: { newEmail: '' } },
  );
  const fieldError = useFieldError(form.formState.errors);

  useEffect(() => {
    if (linkResult === 'changed') notify('success', t('email.changed'), 'email-link');
    if (linkResult === 'failed') notify('error', t('email.linkFailed'), 'email-link');
  }, [linkResult, notify, t]);

  const onSubmit = async ({ newEmail }: { newEmail: string }) => {
    try {
      await change.mutateAsync(newEmail);
      form.reset({ newEmail: '' });
      notify('info', t('email.sent', { email: newEmail }));
    } catch (error) {
      form.showServerErrors(error, { newEmail: { field: 'newEmail', message: t('validation.emailInvalid') } });
      notify('error', t('email.failed', { message: failureText(error) }));
    }
  };

  const busy = form.formState.isSubmitting;
  return (
    <SettingsSection id="email" title={t('email.heading')} description={t('email.description')}>
      <dl className="grid gap-1 text-sm">
        <dt className="font-medium text-slate-700">{t('email.current')}</dt>
        <dd className="text-slate-900">
          <bdi dir="ltr">{currentEmail}</bdi>
        </dd>
      </dl>
      <form
        noValidate
        aria-labelledby="settings-email-heading"
        onSubmit={form.handleSubmit(onSubmit)}
        className="grid gap-5"
      >
        <FormField
          id="settings-new-email"
          label={t('email.newEmail')}
          required
          error={fieldError('newEmail')}
          className="sm:max-w-md"
        >
          <Input type="email" autoComplete="email" {...form.register('newEmail')} />
        </FormField>
        <FormNotice notice={notice} />
        <SubmitButton className="w-fit" isPending={busy} pendingLabel={t('email.sending')}>
          {t('email.submit')}
        </SubmitButton>
      </form>
    </SettingsSection>
  );
};
