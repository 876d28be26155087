import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getSessionsQueryOptions } from './get-sessions';

export const revokeOtherSessions = () => api.post('/api/account/sessions/revoke-others', { json: {} });

/** Signs every session but this one out, then re-reads the list. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }),
  });
}
