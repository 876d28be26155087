import { PROJECT_MAX_RESULTS } from '@receptiva/shared';
import { Plus, Trash2 } from 'lucide-react';
import { type FieldError, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { EMPTY_RESULT, type ProjectForm, projectErrorKey } from '../utils/project-form';

/** The headline figures: one row per result (figure and what it measures), added and removed with buttons. */
export const ProjectResultsFields = ({ form }: { form: ProjectForm }) => {
  const { t } = useTranslation('projects-admin');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'results' });
  const errors = form.formState.errors.results;
  const listError = (errors?.root ?? (errors as FieldError | undefined)) as FieldError | undefined;
  const rowError = (index: number, part: 'value' | 'label') => {
    const error = errors?.[index]?.[part];
    return error ? t(`errors.${projectErrorKey(`results.${part}`, error.type)}`) : undefined;
  };

  return (
    <fieldset aria-describedby="project-results-hint" className="grid gap-3">
      <legend className="text-sm font-medium text-slate-900">{t('editor.fields.results')}</legend>
      <p id="project-results-hint" className="text-xs text-slate-500">
        {t('editor.fields.resultsHint', { max: PROJECT_MAX_RESULTS })}
      </p>
      {listError?.type ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t(`errors.${projectErrorKey('results', listError.type)}`, { max: PROJECT_MAX_RESULTS })}
        </p>
      ) : null}
      <ol className="grid gap-3">
        {fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className="grid items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-[10rem_1fr_auto]">
              <legend className="sr-only">{t('editor.fields.resultRow', { number: index + 1 })}</legend>
              <FormField
                id={`project-result-${index}-value`}
                label={t('editor.fields.resultValue')}
                required
                error={rowError(index, 'value')}
              >
                <Input {...form.register(`results.${index}.value`)} maxLength={40} />
              </FormField>
              <FormField
                id={`project-result-${index}-label`}
                label={t('editor.fields.resultLabel')}
                required
                error={rowError(index, 'label')}
              >
                <Input {...form.register(`results.${index}.label`)} maxLength={120} />
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="text-red-700 sm:mt-7"
                onClick={() => remove(index)}
                disabled={fields.length <= 1}
                aria-label={t('editor.fields.removeResult', { number: index + 1 })}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => append({ ...EMPTY_RESULT })}
        disabled={fields.length >= PROJECT_MAX_RESULTS}
      >
        <Plus aria-hidden="true" />
        {t('editor.fields.addResult')}
      </Button>
    </fieldset>
  );
};
