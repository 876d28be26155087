import type { AcceptInvitationResult } from '@receptiva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/auth';

/** `POST /api/team-invitations/accept`: links the signed-in account to the invitation's row (status active). */
export const acceptInvitation = (token: string): Promise<AcceptInvitationResult> =>
  api.post('/api/team-invitations/accept', { json: { token } });

/**
 * Resolves once the session is re-read: the dashboard's guard must see the new team access, or it would send the
 * person to /membership-promo. The teams they belong to (`['team', 'shared']`) are re-read too.
 */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: async () => {
      await Promise.all([
        queryClient.refetchQueries({ queryKey: meQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['team'] }),
      ]);
    },
  });
}
