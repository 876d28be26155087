import { SITE_LANGUAGES, UNIVERSITY_TRANSLATION_LANGUAGES, type UniversityTranslation } from '@receptiva/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorText } from '../utils/field-error';

/** Each language by its own name, as the language picker lists them. */
const languageName = (code: string) => SITE_LANGUAGES.find((language) => language.code === code)?.nativeName ?? code;

export type TranslationsForm = UseFormReturn<{ translations: UniversityTranslation[] }>;

/**
 * The title and description in other languages than English: one block per language, added and removed here.
 * Visitors see the English text wherever a language has none.
 */
export const TranslationFields = ({ form }: { form: TranslationsForm }) => {
  const { t } = useTranslation('university-admin');
  const id = useId();
  const { control, register, watch, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'translations' });
  const used = new Set(watch('translations').map((entry) => entry.language));
  const next = UNIVERSITY_TRANSLATION_LANGUAGES.find((language) => !used.has(language));

  return (
    <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('form.translations.legend')}</legend>
      <p className="text-xs text-slate-500">{t('form.translations.hint')}</p>
      {fields.map((field, index) => {
        const errors = formState.errors.translations?.[index];
        return (
          <div key={field.id} className="grid gap-3 rounded-lg bg-slate-50 p-3">
            <div className="flex items-end gap-2">
              <FormField id={`${id}-${index}-language`} label={t('form.translations.language')} className="flex-1">
                <NativeSelect {...register(`translations.${index}.language`)}>
                  {UNIVERSITY_TRANSLATION_LANGUAGES.map((language) => (
                    <option
                      key={language}
                      value={language}
                      disabled={used.has(language) && language !== field.language}
                    >
                      {languageName(language)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('form.translations.remove', { language: languageName(field.language) })}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <FormField
              id={`${id}-${index}-title`}
              label={t('form.fields.title')}
              required
              error={fieldErrorText(errors?.title, 'title', t)}
            >
              <Input autoComplete="off" {...register(`translations.${index}.title`)} />
            </FormField>
            <FormField
              id={`${id}-${index}-description`}
              label={t('form.fields.description')}
              error={fieldErrorText(errors?.description, 'description', t)}
            >
              <Textarea rows={2} {...register(`translations.${index}.description`)} />
            </FormField>
          </div>
        );
      })}
      {next ? (
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => append({ language: next, title: '', description: '' })}
        >
          <Plus aria-hidden="true" />
          {t('form.translations.add')}
        </Button>
      ) : null}
    </fieldset>
  );
};
