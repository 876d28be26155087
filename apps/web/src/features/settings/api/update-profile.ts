import type { UpdateProfileInput } from '@receptiva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/auth';

export const updateProfile = (input: UpdateProfileInput) => api.patch('/api/account/profile', { json: input });

/** Saves names, phone or e-mail language; the answer is the fresh `/api/me`, so the header shows it at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => queryClient.setQueryData(meQueryOptions().queryKey, me),
  });
}
