import type { OnboardingFormInput, OnboardingFormPrefill, OnboardingSubmitted } from '@receptiva/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BUSINESS_PROFILE_KEY } from '@/lib/business-profile';

const PREFILL_KEY = ['onboarding-form', 'prefill'] as const;

/** `GET /api/onboarding-form`: the signed-in form's starting answers (the business profile). */
export const useOnboardingPrefill = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: PREFILL_KEY,
    queryFn: ({ signal }): Promise<OnboardingFormPrefill> => api.get('/api/onboarding-form', {}, { signal }),
    enabled,
  });

/** `POST /api/onboarding-form`; a signed-in sender's profile changed with it, so its readers refresh. */
export function useSubmitOnboardingForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OnboardingFormInput): Promise<OnboardingSubmitted> =>
      api.post('/api/onboarding-form', { json: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PREFILL_KEY }),
        queryClient.invalidateQueries({ queryKey: BUSINESS_PROFILE_KEY }),
      ]),
  });
}
