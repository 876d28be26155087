import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type catalog from '@/locales/en/admin-settings.json';
import { type SettingField, type SettingsForm, settingErrorKey } from '../utils/settings-form';

type HintKey = keyof (typeof catalog)['hints'];

const INPUT_TYPE = {
  text: 'text',
  email: 'email',
  phone: 'tel',
  url: 'url',
  digits: 'text',
  number: 'number',
} as const;

/** One setting: its label, control, hint and translated message. */
export const SettingInput = ({ field, form }: { field: SettingField; form: SettingsForm }) => {
  const { t } = useTranslation('admin-settings');
  const error = form.formState.errors[field.key] as FieldError | undefined;
  const message = error
    ? t(`errors.${settingErrorKey(field, error.type)}`, { min: field.min, max: field.max })
    : undefined;
  const id = `setting-${field.key}`;
  const hint = field.hint ? t(`hints.${field.key as HintKey}`) : undefined;
  const common = { ...form.register(field.key, field.kind === 'number' ? { valueAsNumber: true } : {}) };

  return (
    <FormField id={id} label={t(`fields.${field.key}`)} required={field.required} error={message} hint={hint}>
      {field.kind === 'longText' ? (
        <Textarea {...common} rows={2} maxLength={field.maxLength ?? 500} />
      ) : (
        <Input
          {...common}
          type={INPUT_TYPE[field.kind]}
          inputMode={field.kind === 'digits' || field.kind === 'number' ? 'numeric' : undefined}
          dir={field.kind === 'text' ? undefined : 'ltr'}
          min={field.min}
          max={field.max}
          autoComplete="off"
          spellCheck={field.kind === 'text'}
        />
      )}
    </FormField>
  );
};
