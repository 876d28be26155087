import { useId } from 'react';
import { Controller, type FieldValues, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useFieldError } from '../utils/field-error';
import { PriceInput } from './price-input';
import { RepeatableSection } from './repeatable-section';

const PREFIX = 'data.details.';

const SectionHeading = ({ id, title, intro }: { id: string; title: string; intro?: string }) => (
  <div className="grid gap-1">
    <h2 id={id} className="text-xl font-semibold text-slate-900">
      {title}
    </h2>
    {intro ? <p className="text-sm text-slate-600">{intro}</p> : null}
  </div>
);

/** The onboarding form's in-depth parts: services with prices, callers' questions, transfers, CRM and calendar. */
export const BusinessDetailsFields = ({ form }: { form: UseFormReturn<FieldValues> }) => {
  const { t } = useTranslation('business-profile');
  const id = useId();
  const section = { form, prefix: PREFIX };
  const errorOf = useFieldError(section);
  const services = useFieldArray({ control: form.control, name: `${PREFIX}services` });
  const faqs = useFieldArray({ control: form.control, name: `${PREFIX}faqs` });
  const transfers = useFieldArray({ control: form.control, name: `${PREFIX}transfers` });
  const field = (name: string) => ({ id: `${id}-${name.replaceAll('.', '-')}`, error: errorOf(name) });
  const register = (name: string) => form.register(`${PREFIX}${name}`);

  return (
    <>
      <section aria-labelledby={`${id}-services`} className="grid gap-4">
        <SectionHeading
          id={`${id}-services`}
          title={t('form.sections.services')}
          intro={t('form.sectionIntro.services')}
        />
        <RepeatableSection
          itemName={t('form.fields.serviceName')}
          keys={services.fields.map((item) => item.id)}
          addLabel={t('form.add.service')}
          onAdd={() => services.append({ name: '', priceCents: null, description: '' })}
          onRemove={services.remove}
          renderItem={(index) => (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField {...field(`services.${index}.name`)} label={t('form.fields.serviceName')} required>
                <Input {...register(`services.${index}.name`)} />
              </FormField>
              <Controller
                control={form.control}
                name={`${PREFIX}services.${index}.priceCents`}
                render={({ field: price }) => (
                  <FormField
                    {...field(`services.${index}.priceCents`)}
                    label={t('form.fields.servicePrice')}
                    hint={t('form.fields.servicePriceHint')}
                  >
                    <PriceInput
                      cents={price.value as number | null}
                      onCents={price.onChange}
                      onBlur={price.onBlur}
                      ref={price.ref}
                    />
                  </FormField>
                )}
              />
              <FormField
                {...field(`services.${index}.description`)}
                label={t('form.fields.serviceDescription')}
                className="sm:col-span-2"
              >
                <Textarea rows={2} {...register(`services.${index}.description`)} />
              </FormField>
            </div>
          )}
        />
      </section>
      <section aria-labelledby={`${id}-faqs`} className="grid gap-4">
        <SectionHeading id={`${id}-faqs`} title={t('form.sections.faqs')} intro={t('form.sectionIntro.faqs')} />
        <RepeatableSection
          itemName={t('form.fields.question')}
          keys={faqs.fields.map((item) => item.id)}
          addLabel={t('form.add.faq')}
          onAdd={() => faqs.append({ question: '', answer: '' })}
          onRemove={faqs.remove}
          renderItem={(index) => (
            <div className="grid gap-4">
              <FormField {...field(`faqs.${index}.question`)} label={t('form.fields.question')} required>
                <Input {...register(`faqs.${index}.question`)} />
              </FormField>
              <FormField {...field(`faqs.${index}.answer`)} label={t('form.fields.answer')} required>
                <Textarea rows={3} {...register(`faqs.${index}.answer`)} />
              </FormField>
            </div>
          )}
        />
      </section>
      <section aria-labelledby={`${id}-transfers`} className="grid gap-4">
        <SectionHeading
          id={`${id}-transfers`}
          title={t('form.sections.transfers')}
          intro={t('form.sectionIntro.transfers')}
        />
        <RepeatableSection
          itemName={t('form.fields.transferPhone')}
          keys={transfers.fields.map((item) => item.id)}
          addLabel={t('form.add.transfer')}
          onAdd={() => transfers.append({ phone: '', when: '' })}
          onRemove={transfers.remove}
          renderItem={(index) => (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField {...field(`transfers.${index}.phone`)} label={t('form.fields.transferPhone')} required>
                <Input type="tel" inputMode="tel" {...register(`transfers.${index}.phone`)} />
              </FormField>
              <FormField {...field(`transfers.${index}.when`)} label={t('form.fields.transferWhen')} required>
                <Input {...register(`transfers.${index}.when`)} />
              </FormField>
            </div>
          )}
        />
      </section>
      <section aria-labelledby={`${id}-tools`} className="grid gap-4">
        <SectionHeading id={`${id}-tools`} title={t('form.sections.tools')} intro={t('form.sectionIntro.tools')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField {...field('crm')} label={t('form.fields.crm')} hint={t('form.fields.crmHint')}>
            <Input {...register('crm')} />
          </FormField>
          <FormField {...field('calendar')} label={t('form.fields.calendar')} hint={t('form.fields.calendarHint')}>
            <Input {...register('calendar')} />
          </FormField>
        </div>
      </section>
    </>
  );
};
