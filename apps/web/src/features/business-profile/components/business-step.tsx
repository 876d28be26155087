import { businessInformationSchema } from '@receptiva/shared';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '@/components/ui/use-zod-form';
import { useSaveBusinessStep } from '../api/save-wizard';
import { businessFormValues } from '../utils/profile-form-values';
import { BusinessInformationFields } from './business-information-fields';
import { serverFieldsOf, type WizardStepProps } from './wizard-step-props';

const FIELDS = [
  'businessName',
  'businessType',
  'phone',
  'website',
  'address',
  'timeZone',
  'languages',
  'greeting',
] as const;

/** Step 1, Business Information: saved (with the step to resume at) whenever the user leaves it. */
export const BusinessStep = ({ formId, profile, target, onLeft, onFailed }: WizardStepProps) => {
  const { i18n } = useTranslation();
  const save = useSaveBusinessStep();
  const form = useZodForm(businessInformationSchema, {
    defaultValues: businessFormValues(profile.business, i18n.resolvedLanguage ?? i18n.language),
  });
  const onSubmit = form.handleSubmit(async (data) => {
    const to = target();
    try {
      await save.mutateAsync({ data, nextStep: to === 'finish' ? 'business' : to });
      onLeft(to);
    } catch (error) {
      if (form.showServerErrors(error, serverFieldsOf(FIELDS)) === 0) onFailed(error);
    }
  });
  return (
    <form id={formId} noValidate onSubmit={onSubmit}>
      <BusinessInformationFields form={form as unknown as UseFormReturn<FieldValues>} />
    </form>
  );
};
