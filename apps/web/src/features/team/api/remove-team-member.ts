import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshTeam } from './team-query-keys';

/** `DELETE /api/team/{memberId}`: the person's team access ends with their next request. */
export const removeTeamMember = (memberId: string): Promise<{ removed: true }> =>
  api.delete('/api/team/:memberId', { param: { memberId } });

export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeTeamMember, onSuccess: () => refreshTeam(queryClient) });
}
