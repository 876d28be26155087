import type { TeamMember } from '@receptiva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshTeam } from './team-query-keys';

/** `POST /api/team/{memberId}/revoke-invitation`: the pending link stops working and the row shows revoked. */
export const revokeInvitation = (memberId: string): Promise<{ member: TeamMember }> =>
  api.post('/api/team/:memberId/revoke-invitation', { param: { memberId } });

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeInvitation, onSuccess: () => refreshTeam(queryClient) });
}
