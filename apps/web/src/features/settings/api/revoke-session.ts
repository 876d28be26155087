import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getSessionsQueryOptions } from './get-sessions';

export const revokeSession = (sessionId: string) =>
  api.delete('/api/account/sessions/:sessionId', { param: { sessionId } });

/** Signs one other session out, then re-reads the list. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }),
  });
}
