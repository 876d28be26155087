import type { BusinessProfileView, SharedBusinessProfile } from '@receptiva/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /api/business-profile`: the owner's profile and setup wizard state. Read by the setup wizard, the onboarding
 * form and the dashboard's setup card, under one cache key.
 */
export const BUSINESS_PROFILE_KEY = ['business-profile'] as const;

export const getBusinessProfile = (signal?: AbortSignal): Promise<BusinessProfileView> =>
  api.get('/api/business-profile', {}, { signal });

export const getBusinessProfileQueryOptions = () =>
  queryOptions({ queryKey: BUSINESS_PROFILE_KEY, queryFn: ({ signal }) => getBusinessProfile(signal) });

export const useBusinessProfile = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getBusinessProfileQueryOptions(), enabled });

/** `GET /api/business-profile/shared/{ownerId}`: a team owner's profile and progress, read-only (team view). */
export const useSharedBusinessProfile = (ownerId: string) =>
  useQuery({
    queryKey: [...BUSINESS_PROFILE_KEY, 'shared', ownerId],
    queryFn: ({ signal }): Promise<SharedBusinessProfile> =>
      api.get('/api/business-profile/shared/:ownerId', { param: { ownerId } }, { signal }),
  });

/** "Later" (welcome screen or dashboard prompt): kept on the server, so the dashboard stops leading into the wizard. */
export function useDeferSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<BusinessProfileView> =>
      api.put('/api/business-profile/wizard', { json: { step: 'business', action: 'later' } }),
    onSuccess: (profile) => queryClient.setQueryData(BUSINESS_PROFILE_KEY, profile),
  });
}
