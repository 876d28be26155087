import { SITE_LANGUAGES, type SiteLanguage } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { FormNotice } from '@/components/ui/form-notice';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { useZodForm } from '@/components/ui/use-zod-form';
import { useUpdateProfile } from '../api/update-profile';
import { useFailureText } from '../hooks/use-failure-text';
import { useFieldError } from '../hooks/use-field-error';
import { useSettingsNotice } from '../hooks/use-settings-notice';
import { SettingsSection } from './settings-section';

const nativeNameOf = (code: string) => SITE_LANGUAGES.find((language) => language.code === code)?.nativeName ?? code;

/** The language of the e-mails sent to the person (spec §9's 14 languages, each by its own name). */
export const LanguageForm = ({ locale }: { locale: string }) => {
  const { t } = useTranslation('settings');
  const failureText = useFailureText();
  const { notice, notify } = useSettingsNotice();
  const update = useUpdateProfile();
  const form = useZodForm(() => import('../utils/validation').then((schemas) => schemas.languageFormSchema), {
    defaultValues: { locale: locale as SiteLanguage },
  });
  const fieldError = useFieldError(form.formState.errors);

  const onSubmit = async ({ locale: chosen }: { locale: SiteLanguage }) => {
    try {
      await update.mutateAsync({ locale: chosen });
      form.reset({ locale: chosen });
      notify('success', t('language.saved', { language: nativeNameOf(chosen) }));
    } catch (error) {
      notify('error', t('language.failed', { message: failureText(error) }));
    }
  };

  const busy = form.formState.isSubmitting;
  return (
    <SettingsSection id="language" title={t('language.heading')} description={t('language.description')}>
      <form
        noValidate
        aria-labelledby="settings-language-heading"
        onSubmit={form.handleSubmit(onSubmit)}
        className="grid gap-5"
      >
        <FormField
          id="settings-locale"
          label={t('language.label')}
          error={fieldError('locale')}
          className="sm:max-w-xs"
        >
          <NativeSelect disabled={busy} {...form.register('locale')}>
            {SITE_LANGUAGES.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.nativeName}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormNotice notice={notice} />
        <SubmitButton className="w-fit" isPending={busy} pendingLabel={t('language.saving')}>
          {t('language.save')}
        </SubmitButton>
      </form>
    </SettingsSection>
  );
};
