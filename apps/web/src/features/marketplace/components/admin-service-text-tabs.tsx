import { SITE_LANGUAGES, type SiteLanguage } from '@receptiva/shared';
import { Tabs } from 'radix-ui';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { SERVICE_TEXT_LANGUAGES, type ServiceForm, serviceErrorKey } from '../utils/admin-service-form';

const languageOf = (code: SiteLanguage) => SITE_LANGUAGES.find((language) => language.code === code)!;
const FIELDS = ['title', 'description', 'features'] as const;

interface AdminServiceTextTabsProps {
  form: ServiceForm;
  language: SiteLanguage;
  onLanguageChange: (language: SiteLanguage) => void;
}

/**
 * The texts of a service, one tab per language: English is required, another language is filled in whole or left
 * empty (the marketplace then shows English there). A tab whose texts have a mistake says so.
 */
export const AdminServiceTextTabs = ({ form, language, onLanguageChange }: AdminServiceTextTabsProps) => {
  const { t } = useTranslation('services-admin');
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const texts = watch('texts');
  const errorOf = (code: SiteLanguage, field: (typeof FIELDS)[number]) => {
    const error = (errors.texts as Record<string, Record<string, FieldError | undefined>> | undefined)?.[code]?.[field];
    if (!error) return undefined;
    return error.type === 'server' && error.message
      ? error.message
      : t(`errors.${serviceErrorKey(`texts.${field}`, error)}`);
  };
  const stateOf = (code: SiteLanguage) => {
    if (FIELDS.some((field) => errorOf(code, field))) return t('editor.texts.hasErrors');
    if (code === 'en') return t('editor.texts.required');
    return texts?.[code]?.title.trim() ? t('editor.texts.translated') : t('editor.texts.fallsBack');
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="text-base font-semibold text-slate-900">{t('editor.texts.legend')}</legend>
      <p className="text-sm text-slate-600">{t('editor.texts.hint')}</p>
      <Tabs.Root value={language} onValueChange={(value) => onLanguageChange(value as SiteLanguage)}>
        <Tabs.List aria-label={t('editor.texts.tabs')} className="flex flex-wrap gap-1 border-b border-slate-200">
          {SERVICE_TEXT_LANGUAGES.map((code) => (
            <Tabs.Trigger
              key={code}
              value={code}
              className="rounded-t-lg px-3 py-2 text-sm text-slate-700 focus-visible:outline-2 focus-visible:outline-primary-600 data-[state=active]:bg-primary-50 data-[state=active]:font-semibold data-[state=active]:text-primary-800"
            >
              <span lang={code}>{languageOf(code).nativeName}</span>
              <span className="sr-only">, {stateOf(code)}</span>
              {code === 'en' ? (
                <span aria-hidden="true" className="ms-0.5 text-red-600">
                  *
                </span>
              ) : texts?.[code]?.title.trim() ? (
                <span aria-hidden="true" className="ms-1 text-emerald-700">
                  ✓
                </span>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SERVICE_TEXT_LANGUAGES.map((code) => (
          <Tabs.Content key={code} value={code} className="grid gap-4 pt-4" forceMount hidden={code !== language}>
            <p className="text-sm text-slate-600">{stateOf(code)}</p>
            <FormField
              id={`service-${code}-title`}
              label={t('editor.fields.title')}
              required={code === 'en'}
              error={errorOf(code, 'title')}
            >
              <Input {...register(`texts.${code}.title`)} lang={code} dir="auto" maxLength={160} />
            </FormField>
            <FormField
              id={`service-${code}-description`}
              label={t('editor.fields.description')}
              required={code === 'en'}
              error={errorOf(code, 'description')}
            >
              <Textarea {...register(`texts.${code}.description`)} lang={code} dir="auto" rows={3} maxLength={2000} />
            </FormField>
            <FormField
              id={`service-${code}-features`}
              label={t('editor.fields.features')}
              hint={t('editor.fields.featuresHint')}
              error={errorOf(code, 'features')}
            >
              <Textarea {...register(`texts.${code}.features`)} lang={code} dir="auto" rows={4} />
            </FormField>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </fieldset>
  );
};
