import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminEmailsKeys } from './admin-emails-query-keys';

/** How often a message still waiting for the worker is read again, so its page shows when it leaves. */
const WAITING_REFRESH_MS = 2000;

/** One e-mail with its bodies; re-read while it is pending or being sent. */
export const useAdminEmail = (emailId: string) =>
  useQuery({
    queryKey: adminEmailsKeys.email(emailId),
    queryFn: ({ signal }) => api.get('/api/admin/emails/:emailId', { param: { emailId } }, { signal }),
    retry: false,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'sending' ? WAITING_REFRESH_MS : false;
    },
  });
