import { complianceSchema } from '@receptiva/shared';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useZodForm } from '@/components/ui/use-zod-form';
import { useMoveWizard, useSaveComplianceStep } from '../api/save-wizard';
import { complianceFormValues } from '../utils/profile-form-values';
import { ComplianceFields } from './compliance-fields';
import { serverFieldsOf, type WizardStepProps } from './wizard-step-props';

const FIELDS = [
  'callsRecorded',
  'recordingDisclosure',
  'makesOutboundContact',
  'hasOutboundConsent',
  'handlesHealthData',
  'acceptsHipaaNotice',
  'retentionDays',
  'aiDisclosure',
] as const;

/** Step 3, Compliance: saved when left; "Finish setup" saves it and completes the wizard (in progress → completed). */
export const ComplianceStep = ({ formId, profile, target, onLeft, onFailed }: WizardStepProps) => {
  const save = useSaveComplianceStep();
  const move = useMoveWizard();
  const form = useZodForm(complianceSchema, { defaultValues: complianceFormValues(profile.compliance) });
  const onSubmit = form.handleSubmit(async (data) => {
    const to = target();
    try {
      await save.mutateAsync({ data, nextStep: to === 'finish' ? 'compliance' : to });
      if (to === 'finish') await move.mutateAsync({ step: 'compliance', action: 'complete' });
      onLeft(to);
    } catch (error) {
      if (form.showServerErrors(error, serverFieldsOf(FIELDS)) === 0) onFailed(error);
    }
  });
  return (
    <form id={formId} noValidate onSubmit={onSubmit}>
      <ComplianceFields form={form as unknown as UseFormReturn<FieldValues>} />
    </form>
  );
};
