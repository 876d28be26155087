import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshTeam } from './team-query-keys';

/** `POST /api/team/{memberId}/resend-invitation`: a new link (the old one stops working) and a new expiry. */
export const resendInvitation = (memberId: string): Promise<{ sent: true; expiresAt: string }> =>
  api.post('/api/team/:memberId/resend-invitation', { param: { memberId } });

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendInvitation, onSuccess: () => refreshTeam(queryClient) });
}
