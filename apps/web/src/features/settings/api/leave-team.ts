import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/auth';
import { getSharedTeamsQueryOptions } from './get-shared-teams';

/** `DELETE /api/team/memberships/{memberId}`: the caller's own place on someone's team (see get-shared-teams.ts). */
export async function leaveTeam(memberId: string): Promise<{ removed: true }> {
  const response = await fetch(`/api/team/memberships/${encodeURIComponent(memberId)}`, {
    method: 'DELETE',
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as { removed: true };
}

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
