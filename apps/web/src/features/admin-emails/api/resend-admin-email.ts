import type { AdminEmailDetail } from '@receptiva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminEmailsKeys } from './admin-emails-query-keys';

/** `POST /api/admin/emails/{emailId}/resend`: answers the queued copy. */
export function useResendAdminEmail(emailId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/admin/emails/:emailId/resend', { param: { emailId } }),
    onSuccess: (copy: AdminEmailDetail) => {
      queryClient.setQueryData(adminEmailsKeys.email(copy.id), copy);
      void queryClient.invalidateQueries({ queryKey: adminEmailsKeys.email(emailId) });
      void queryClient.invalidateQueries({ queryKey: adminEmailsKeys.lists });
    },
  });
}
