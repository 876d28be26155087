import type { CustomerTicketThread, TicketReplyInput } from '@receptiva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys } from './support-keys';

function useStore(ticketId: string) {
  const queryClient = useQueryClient();
  return (ticket: CustomerTicketThread) => {
    queryClient.setQueryData(supportKeys.ticket(ticketId), ticket);
    void queryClient.invalidateQueries({ queryKey: supportKeys.list });
  };
}

/** `POST /api/support/tickets/{id}/replies`: the customer's reply (reopens the ticket). */
export function useReplySupportTicket(ticketId: string) {
  const onSuccess = useStore(ticketId);
  return useMutation({
    mutationFn: (input: TicketReplyInput) =>
      api.post('/api/support/tickets/:ticketId/replies', { param: { ticketId }, json: input }),
    onSuccess,
  });
}

/** `POST /api/support/tickets/{id}/close`: marks it resolved. */
export function useCloseSupportTicket(ticketId: string) {
  const onSuccess = useStore(ticketId);
  return useMutation({
    mutationFn: () => api.post('/api/support/tickets/:ticketId/close', { param: { ticketId } }),
    onSuccess,
  });
}
