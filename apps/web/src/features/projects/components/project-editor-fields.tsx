import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { type ProjectForm, type ProjectFormValues, projectErrorKey, slugFromTitle } from '../utils/project-form';
import { IndustrySelect } from './industry-select';
import { ProjectResultsFields } from './project-results-fields';

type TextField = Exclude<keyof ProjectFormValues, 'results'>;

/** Every field of a case study; the address follows the title of a new one until it is edited by hand. */
export const ProjectEditorFields = ({ form, isNew }: { form: ProjectForm; isNew: boolean }) => {
  const { t } = useTranslation('projects-admin');
  const {
    register,
    setValue,
    watch,
    formState: { errors, dirtyFields },
  } = form;
  const slug = watch('slug');
  const errorOf = (field: TextField) => {
    const error = errors[field] as FieldError | undefined;
    if (!error) return undefined;
    return error.type === 'server' && error.message ? error.message : t(`errors.${projectErrorKey(field, error.type)}`);
  };
  const titleField = register('title', {
    onChange: (event) => {
      if (isNew && !dirtyFields.slug) setValue('slug', slugFromTitle(event.target.value));
    },
  });

  return (
    <div className="grid gap-5">
      <FormField id="project-title" label={t('editor.fields.title')} required error={errorOf('title')}>
        <Input {...titleField} maxLength={200} />
      </FormField>
      <FormField
        id="project-slug"
        label={t('editor.fields.slug')}
        required
        error={errorOf('slug')}
        hint={t('editor.fields.slugHint', { slug: slug || '…' })}
      >
        <Input {...register('slug')} dir="ltr" autoCapitalize="none" spellCheck={false} maxLength={120} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="project-industry" label={t('editor.fields.industry')} required error={errorOf('industry')}>
          <IndustrySelect {...register('industry')} />
        </FormField>
        <FormField
          id="project-client-type"
          label={t('editor.fields.clientType')}
          required
          error={errorOf('clientType')}
          hint={t('editor.fields.clientTypeHint')}
        >
          <Input {...register('clientType')} maxLength={120} />
        </FormField>
      </div>
      <FormField
        id="project-summary"
        label={t('editor.fields.summary')}
        required
        error={errorOf('summary')}
        hint={t('editor.fields.summaryHint')}
      >
        <Textarea {...register('summary')} rows={3} maxLength={400} />
      </FormField>
      <FormField
        id="project-challenge"
        label={t('editor.fields.challenge')}
        required
        error={errorOf('challenge')}
        hint={t('editor.fields.paragraphsHint')}
      >
        <Textarea {...register('challenge')} rows={8} maxLength={5000} />
      </FormField>
      <FormField
        id="project-solution"
        label={t('editor.fields.solution')}
        required
        error={errorOf('solution')}
        hint={t('editor.fields.paragraphsHint')}
      >
        <Textarea {...register('solution')} rows={8} maxLength={5000} />
      </FormField>
      <ProjectResultsFields form={form} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="project-image-url"
          label={t('editor.fields.imageUrl')}
          error={errorOf('imageUrl')}
          hint={t('editor.fields.imageUrlHint')}
        >
          <Input {...register('imageUrl')} type="url" inputMode="url" placeholder="https://" dir="ltr" />
        </FormField>
        <FormField
          id="project-image-alt"
          label={t('editor.fields.imageAlt')}
          error={errorOf('imageAlt')}
          hint={t('editor.fields.imageAltHint')}
        >
          <Input {...register('imageAlt')} maxLength={200} />
        </FormField>
      </div>
      <FormField
        id="project-sort-order"
        label={t('editor.fields.sortOrder')}
        required
        error={errorOf('sortOrder')}
        hint={t('editor.fields.sortOrderHint')}
        className="sm:max-w-56"
      >
        <Input
          {...register('sortOrder', { setValueAs: (value) => (value === '' ? Number.NaN : Number(value)) })}
          type="number"
          inputMode="numeric"
          min={0}
          max={9999}
          step={1}
        />
      </FormField>
    </div>
  );
};
