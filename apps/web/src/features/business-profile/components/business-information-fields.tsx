import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { type ProfileFormSection, useFieldError } from '../utils/field-error';
import { BusinessTypeChoice } from './business-type-choice';
import { LanguageChoices } from './language-choices';
import { OpeningHoursFields } from './opening-hours-fields';
import { TimeZoneChoice } from './time-zone-choice';

/** The Business Information fields: the wizard's first step, and the first section of the onboarding form. */
export const BusinessInformationFields = (section: ProfileFormSection) => {
  const { t } = useTranslation('business-profile');
  const id = useId();
  const { form, prefix = '' } = section;
  const errorOf = useFieldError(section);
  const field = (name: string) => ({ id: `${id}-${name}`, error: errorOf(name) });
  const register = (name: string) => form.register(`${prefix}${name}`);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField {...field('businessName')} label={t('fields.businessName')} required>
        <Input autoComplete="organization" {...register('businessName')} />
      </FormField>
      <FormField {...field('businessType')} label={t('fields.businessType')} required>
        <BusinessTypeChoice {...register('businessType')} />
      </FormField>
      <FormField {...field('phone')} label={t('fields.phone')} required>
        <Input type="tel" inputMode="tel" autoComplete="tel" {...register('phone')} />
      </FormField>
      <FormField {...field('website')} label={t('fields.website')} hint={t('fields.websiteHint')}>
        <Input type="url" inputMode="url" autoComplete="url" {...register('website')} />
      </FormField>
      <FormField {...field('address')} label={t('fields.address')} required className="sm:col-span-2">
        <Textarea rows={2} autoComplete="street-address" {...register('address')} />
      </FormField>
      <FormField {...field('timeZone')} label={t('fields.timeZone')} required>
        <TimeZoneChoice {...register('timeZone')} />
      </FormField>
      <div className="sm:col-span-2">
        <LanguageChoices {...section} error={errorOf('languages')} />
      </div>
      <div className="sm:col-span-2">
        <OpeningHoursFields {...section} />
      </div>
      <FormField
        {...field('greeting')}
        label={t('fields.greeting')}
        hint={t('fields.greetingHint')}
        className="sm:col-span-2"
      >
        <Textarea rows={2} {...register('greeting')} />
      </FormField>
    </div>
  );
};
