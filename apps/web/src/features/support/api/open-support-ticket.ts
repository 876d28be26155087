import type { SupportTicketCreateInput } from '@receptiva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys } from './support-keys';

/** `POST /api/support/tickets`: opens a ticket; the list is read again. */
export function useOpenSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupportTicketCreateInput) => api.post('/api/support/tickets', { json: input }),
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(ticket.id), ticket);
      void queryClient.invalidateQueries({ queryKey: supportKeys.list });
    },
  });
}
