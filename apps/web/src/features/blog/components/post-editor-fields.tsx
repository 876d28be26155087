import { BLOG_CATEGORIES, SITE_LANGUAGES } from '@receptiva/shared';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { type PostForm, type PostFormValues, postErrorKey, slugFromTitle } from '../utils/post-form';

/** Every field of a post; the address follows the title of a new post until it is edited by hand. */
export const PostEditorFields = ({ form, isNew }: { form: PostForm; isNew: boolean }) => {
  const { t } = useTranslation(['blog-admin', 'blog']);
  const {
    register,
    setValue,
    watch,
    formState: { errors, dirtyFields },
  } = form;
  const slug = watch('slug');
  const errorOf = (field: keyof PostFormValues) => {
    const error = errors[field] as FieldError | undefined;
    if (!error) return undefined;
    return error.type === 'server' && error.message ? error.message : t(`errors.${postErrorKey(field, error.type)}`);
  };
  const titleField = register('title', {
    onChange: (event) => {
      if (isNew && !dirtyFields.slug) setValue('slug', slugFromTitle(event.target.value));
    },
  });

  return (
    <div className="grid gap-5">
      <FormField id="post-title" label={t('editor.fields.title')} required error={errorOf('title')}>
        <Input {...titleField} maxLength={200} />
      </FormField>
      <FormField
        id="post-slug"
        label={t('editor.fields.slug')}
        required
        error={errorOf('slug')}
        hint={t('editor.fields.slugHint', { slug: slug || '…' })}
      >
        <Input {...register('slug')} dir="ltr" autoCapitalize="none" spellCheck={false} maxLength={120} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="post-language" label={t('editor.fields.language')} required error={errorOf('language')}>
          <NativeSelect {...register('language')}>
            {SITE_LANGUAGES.map((language) => (
              <option key={language.code} value={language.code}>
                {language.nativeName} ({language.name})
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="post-category" label={t('editor.fields.category')} required error={errorOf('category')}>
          <NativeSelect {...register('category')}>
            {BLOG_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`blog:categories.${category}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField
        id="post-excerpt"
        label={t('editor.fields.excerpt')}
        required
        error={errorOf('excerpt')}
        hint={t('editor.fields.excerptHint')}
      >
        <Textarea {...register('excerpt')} rows={2} maxLength={400} />
      </FormField>
      <FormField
        id="post-body"
        label={t('editor.fields.body')}
        required
        error={errorOf('body')}
        hint={t('editor.fields.bodyHint')}
      >
        <Textarea {...register('body')} rows={18} className="font-mono text-sm" />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="post-cover-url"
          label={t('editor.fields.coverImageUrl')}
          error={errorOf('coverImageUrl')}
          hint={t('editor.fields.coverImageUrlHint')}
        >
          <Input {...register('coverImageUrl')} type="url" inputMode="url" placeholder="https://" />
        </FormField>
        <FormField
          id="post-cover-alt"
          label={t('editor.fields.coverImageAlt')}
          error={errorOf('coverImageAlt')}
          hint={t('editor.fields.coverImageAltHint')}
        >
          <Input {...register('coverImageAlt')} maxLength={200} />
        </FormField>
      </div>
      <FormField id="post-author" label={t('editor.fields.authorName')} required error={errorOf('authorName')}>
        <Input {...register('authorName')} autoComplete="name" maxLength={100} />
      </FormField>
    </div>
  );
};
