import type { OnboardingCall, OnboardingCallBookingInput } from '@receptiva/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

const SLOTS_KEY = ['onboarding-calls', 'slots'] as const;
const mineKey = (userId: string) => ['onboarding-calls', 'mine', userId] as const;

/** The free slots; read fresh whenever the picker shows, since another customer may take one at any moment. */
export const useOnboardingCallSlots = () =>
  useQuery({
    queryKey: SLOTS_KEY,
    queryFn: ({ signal }) => api.get('/api/onboarding-calls/slots', {}, { signal }),
    staleTime: 0,
  });

/** The signed-in member's upcoming call (null when none); disabled for others. */
export function useMyOnboardingCall(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: mineKey(user?.id ?? ''),
    queryFn: ({ signal }) => api.get('/api/onboarding-calls/mine', {}, { signal }),
    enabled: enabled && Boolean(user),
  });
}

/** After any change: the caller's call and the free slots are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['onboarding-calls'] });
}

export function useBookOnboardingCall() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (json: OnboardingCallBookingInput): Promise<OnboardingCall> =>
      api.post('/api/onboarding-calls', { json }),
    onSettled: refresh,
  });
}

export function useRescheduleMyCall() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (startsAt: string): Promise<OnboardingCall> =>
      api.put('/api/onboarding-calls/mine', { json: { startsAt } }),
    onSettled: refresh,
  });
}

export function useCancelMyCall() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (): Promise<OnboardingCall> => api.delete('/api/onboarding-calls/mine', {}),
    onSettled: refresh,
  });
}

/** The call an e-mailed link names (the link's secret goes in the body, never in an API URL). */
export const useManagedCall = (token: string) =>
  useQuery({
    queryKey: ['onboarding-calls', 'manage', token],
    queryFn: (): Promise<OnboardingCall> => api.post('/api/onboarding-calls/manage', { json: { token } }),
    retry: false,
  });

export function useRescheduleByLink(token: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (startsAt: string): Promise<OnboardingCall> =>
      api.post('/api/onboarding-calls/manage/reschedule', { json: { token, startsAt } }),
    onSettled: refresh,
  });
}

export function useCancelByLink(token: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (): Promise<OnboardingCall> => api.post('/api/onboarding-calls/manage/cancel', { json: { token } }),
    onSettled: refresh,
  });
}
