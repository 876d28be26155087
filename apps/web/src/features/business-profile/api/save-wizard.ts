import type {
  BusinessInformationInput,
  BusinessProfileView,
  ComplianceInput,
  WizardProgressInput,
  WizardStep,
} from '@receptiva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BUSINESS_PROFILE_KEY } from '@/lib/business-profile';

/** `PUT /api/business-profile/business`: the Business Information step, and the step the wizard resumes at. */
export const saveBusinessStep = (input: { data: BusinessInformationInput; nextStep: WizardStep }) =>
  api.put('/api/business-profile/business', { json: input });

/** `PUT /api/business-profile/compliance`. */
export const saveComplianceStep = (input: { data: ComplianceInput; nextStep: WizardStep }) =>
  api.put('/api/business-profile/compliance', { json: input });

/** `PUT /api/business-profile/wizard`: move to a step, complete, or "Later". */
export const moveWizard = (input: WizardProgressInput) => api.put('/api/business-profile/wizard', { json: input });

/** Each save answers the whole profile: it replaces the cached one, so every reader sees it at once. */
function useProfileMutation<I>(save: (input: I) => Promise<BusinessProfileView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (profile) => queryClient.setQueryData(BUSINESS_PROFILE_KEY, profile),
  });
}

export const useSaveBusinessStep = () => useProfileMutation(saveBusinessStep);
export const useSaveComplianceStep = () => useProfileMutation(saveComplianceStep);
export const useMoveWizard = () => useProfileMutation(moveWizard);
