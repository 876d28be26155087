import type { AdminSettings } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { SubmitButton } from '@/components/ui/submit-button';
import { useUnsavedChangesWarning } from '@/hooks/use-unsaved-changes-warning';
import { showNotice } from '@/lib/notifier';
import { useUpdateSettings } from '../api/admin-settings';
import { changedSettings, formValuesOf, SETTING_SECTIONS, useSettingsForm } from '../utils/settings-form';
import { SettingInput } from './setting-input';

/** Every setting in its section; Save sends the changed ones and says how it went. */
export const SettingsForm = ({ settings }: { settings: AdminSettings }) => {
  const { t } = useTranslation('admin-settings');
  const form = useSettingsForm(formValuesOf(settings));
  const update = useUpdateSettings();
  const { isDirty, dirtyFields } = form.formState;
  useUnsavedChangesWarning(isDirty);

  const onSave = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(changedSettings(values, dirtyFields));
      form.reset(formValuesOf(saved));
      showNotice('success', t('notices.saved'), { slot: 'admin-settings' });
    } catch (error) {
      if (form.showServerErrors(error) === 0) showNotice('error', t('notices.failed'), { slot: 'admin-settings' });
    }
  });

  return (
    <form noValidate onSubmit={onSave} aria-label={t('title')} className="grid gap-6">
      {SETTING_SECTIONS.map((section) => (
        <Card key={section.id} className="p-6">
          <fieldset className="grid gap-5">
            <legend className="mb-1 text-lg font-semibold text-slate-900">{t(`sections.${section.id}.title`)}</legend>
            <p className="-mt-3 text-sm text-slate-600">{t(`sections.${section.id}.intro`)}</p>
            <div className="grid gap-5 md:grid-cols-2">
              {section.fields.map((field) => (
                <SettingInput key={field.key} field={field} form={form} />
              ))}
            </div>
          </fieldset>
        </Card>
      ))}
      <div className="sticky bottom-0 flex flex-wrap items-center gap-4 border-t border-slate-200 bg-white/95 py-4">
        <SubmitButton isPending={update.isPending} pendingLabel={t('saving')} disabled={!isDirty}>
          {t('save')}
        </SubmitButton>
        <p className="text-sm text-slate-600" aria-live="polite">
          {isDirty ? t('unsaved') : t('allSaved')}
        </p>
      </div>
    </form>
  );
};
