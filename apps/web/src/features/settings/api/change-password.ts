import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { callAuth } from './auth-call';
import { getSessionsQueryOptions } from './get-sessions';

interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** `POST /api/auth/change-password`: every other session is signed out; this browser gets a fresh session. */
export const changePassword = (input: ChangePasswordInput) =>
  callAuth(() => authClient.changePassword({ ...input, revokeOtherSessions: true }));

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }),
  });
}
