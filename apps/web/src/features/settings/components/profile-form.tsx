import type { MeResponse } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { FormNotice } from '@/components/ui/form-notice';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useZodForm } from '@/components/ui/use-zod-form';
import { useUpdateProfile } from '../api/update-profile';
import { useFailureText } from '../hooks/use-failure-text';
import { useFieldError } from '../hooks/use-field-error';
import { useSettingsNotice } from '../hooks/use-settings-notice';
import type { ProfileFormValues } from '../utils/validation';
import { SettingsSection } from './settings-section';

const valuesOf = (profile: MeResponse['profile']): ProfileFormValues => ({
  firstName: profile?.firstName ?? '',
  lastName: profile?.lastName ?? '',
  phone: profile?.phone ?? '',
});

/** First name, last name and phone: the names the person's team invitations show. */
export const ProfileForm = ({ profile }: { profile: MeResponse['profile'] }) => {
  const { t } = useTranslation('settings');
  const failureText = useFailureText();
  const { notice, notify } = useSettingsNotice();
  const update = useUpdateProfile();
  const form = useZodForm(() => import('../utils/validation').then((schemas) => schemas.profileFormSchema), {
    defaultValues: valuesOf(profile),
  });
  const fieldError = useFieldError(form.formState.errors);
  const invalid = { message: t('validation.invalid') };

  const onSubmit = async (values: ProfileFormValues) => {
    try {
      const me = await update.mutateAsync(values);
      form.reset(valuesOf(me.profile));
      notify('success', t('profile.saved'));
    } catch (error) {
      form.showServerErrors(error, {
        firstName: { field: 'firstName', ...invalid },
        lastName: { field: 'lastName', ...invalid },
        phone: { field: 'phone', ...invalid },
      });
      notify('error', t('profile.failed', { message: failureText(error) }));
    }
  };

  const busy = form.formState.isSubmitting;
  return (
    <SettingsSection id="profile" title={t('profile.heading')} description={t('profile.description')}>
      <form
        noValidate
        aria-labelledby="settings-profile-heading"
        onSubmit={form.handleSubmit(onSubmit)}
        className="grid gap-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="settings-first-name" label={t('profile.firstName')} required error={fieldError('firstName')}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField id="settings-last-name" label={t('profile.lastName')} required error={fieldError('lastName')}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
        <FormField id="settings-phone" label={t('profile.phone')} error={fieldError('phone')} className="sm:max-w-xs">
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </FormField>
        <FormNotice notice={notice} />
        <SubmitButton className="w-fit" isPending={busy} pendingLabel={t('profile.saving')}>
          {t('profile.save')}
        </SubmitButton>
      </form>
    </SettingsSection>
  );
};
