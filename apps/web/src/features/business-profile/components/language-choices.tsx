import { VOICE_LANGUAGES } from '@receptiva/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileFormSection } from '../utils/field-error';

/** The agent's languages: the voice languages as checkboxes, named in the page's language, in a scrolling group. */
export const LanguageChoices = ({ form, prefix = '', error }: ProfileFormSection & { error?: string }) => {
  const { t, i18n } = useTranslation('business-profile');
  const id = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'language' });
  } catch {
    names = null;
  }
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-slate-900">
        {t('fields.languages')}
        <span aria-hidden="true" className="ms-0.5 text-red-600">
          *
        </span>
      </legend>
      <p className="text-xs text-slate-500">{t('fields.languagesHint')}</p>
      <div className="grid max-h-48 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
        {VOICE_LANGUAGES.map((option) => (
          <label key={option.code} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              value={option.code}
              className="size-4 accent-primary-600"
              {...form.register(`${prefix}languages`)}
            />
            {names?.of(option.code) ?? option.name}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
