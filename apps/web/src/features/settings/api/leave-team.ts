import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/auth';
import { getSharedTeamsQueryOptions } from '@/lib/shared-teams';

/** `DELETE /api/team/memberships/{memberId}`: the caller's own place on someone's team. */
export const leaveTeam = (memberId: string): Promise<{ removed: true }> =>
  api.delete('/api/team/memberships/:memberId', { param: { memberId } });

/** Leaves a team: the list and the caller's access (team view, CRM, AI assistant) are read again. */
export function useLeaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveTeam,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getSharedTeamsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
      ]);
    },
  });
}
