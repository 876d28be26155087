import { EMPTY_BUSINESS_DETAILS, type OnboardingFormInput, type OnboardingFormPrefill } from '@receptiva/shared';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { FormNotice, type FormNoticeMessage } from '@/components/ui/form-notice';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/components/ui/use-zod-form';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatLocalDate } from '@/lib/format-date';
import { useSubmitOnboardingForm } from '../api/onboarding-form';
import { useFieldError } from '../utils/field-error';
import { onboardingFormSchemaFor } from '../utils/onboarding-form-schema';
import { businessFormValues, complianceFormValues } from '../utils/profile-form-values';
import { BusinessDetailsFields } from './business-details-fields';
import { BusinessInformationFields } from './business-information-fields';
import { ComplianceFields } from './compliance-fields';

const startingValues = (prefill: OnboardingFormPrefill | null, language: string) => ({
  contactName: prefill?.contactName ?? '',
  email: prefill?.email ?? '',
  data: {
    business: businessFormValues(prefill?.business ?? null, language),
    details: prefill?.details ?? EMPTY_BUSINESS_DETAILS,
    compliance: complianceFormValues(prefill?.compliance ?? null),
    notes: prefill?.notes ?? '',
  },
});

/**
 * The onboarding form (issue 15 point 3): every part of the business profile in depth, in sections. Signed in, it
 * starts from the profile and saves to it; as a guest it asks for the e-mail the copy goes to.
 */
export const OnboardingForm = ({ prefill }: { prefill: OnboardingFormPrefill | null }) => {
  const { t, i18n } = useTranslation('business-profile');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const id = useId();
  const navigate = useNavigate();
  const isGuest = prefill === null;
  const [schema] = useState(() => onboardingFormSchemaFor(isGuest));
  const [notice, setNotice] = useState<FormNoticeMessage | null>(null);
  const submit = useSubmitOnboardingForm();
  const form = useZodForm(schema, { defaultValues: startingValues(prefill, language) as OnboardingFormInput });
  const anyForm = form as unknown as UseFormReturn<FieldValues>;
  const errorOf = useFieldError({ form: anyForm });

  const onSubmit = form.handleSubmit(
    async (values) => {
      setNotice(null);
      try {
        await submit.mutateAsync({ ...values, ...(isGuest ? {} : { email: undefined }), locale: language });
        navigate(paths.onboardingThankYou.getHref());
      } catch (error) {
        if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
          form.showServerErrors(error);
          return setNotice({ tone: 'error', text: t('form.invalidSummary') });
        }
        const isLimited = error instanceof ApiError && error.code === 'RATE_LIMITED';
        setNotice({ tone: 'error', text: t(isLimited ? 'form.rateLimited' : 'form.failed') });
      }
    },
    () => setNotice({ tone: 'error', text: t('form.invalidSummary') }),
  );

  const heading = (key: 'contact' | 'business' | 'compliance' | 'notes') => (
    <h2 id={`${id}-${key}`} className="text-xl font-semibold text-slate-900">
      {t(`form.sections.${key}`)}
    </h2>
  );

  return (
    <form noValidate aria-label={t('form.title')} onSubmit={onSubmit} className="grid gap-10">
      <p className="rounded-xl bg-primary-50 p-4 text-sm text-primary-900">
        {isGuest ? t('form.guestNote') : t('form.signedInNote')}
        {prefill?.lastSubmittedAt
          ? ` ${t('form.lastSubmitted', { date: formatLocalDate(prefill.lastSubmittedAt, language) })}`
          : null}
      </p>
      <section aria-labelledby={`${id}-contact`} className="grid gap-4">
        {heading('contact')}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={`${id}-name`} label={t('form.fields.contactName')} error={errorOf('contactName')} required>
            <Input autoComplete="name" {...form.register('contactName')} />
          </FormField>
          <FormField id={`${id}-email`} label={t('form.fields.email')} error={errorOf('email')} required={isGuest}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              readOnly={!isGuest}
              {...form.register('email')}
            />
          </FormField>
        </div>
      </section>
      <section aria-labelledby={`${id}-business`} className="grid gap-4">
        {heading('business')}
        <BusinessInformationFields form={anyForm} prefix="data.business." />
      </section>
      <BusinessDetailsFields form={anyForm} />
      <section aria-labelledby={`${id}-compliance`} className="grid gap-4">
        {heading('compliance')}
        <ComplianceFields form={anyForm} prefix="data.compliance." />
      </section>
      <section aria-labelledby={`${id}-notes`} className="grid gap-4">
        {heading('notes')}
        <FormField id={`${id}-notes-field`} label={t('form.fields.notes')} error={errorOf('data.notes')}>
          <Textarea rows={4} {...form.register('data.notes')} />
        </FormField>
      </section>
      <FormNotice notice={notice} />
      <SubmitButton
        size="lg"
        isPending={form.formState.isSubmitting || submit.isPending}
        pendingLabel={t('form.submitting')}
        icon={<Send aria-hidden="true" />}
      >
        {t('form.submit')}
      </SubmitButton>
    </form>
  );
};
