import type {
  StaffTicketThread,
  TicketAssignInput,
  TicketNoteInput,
  TicketReplyInput,
  TicketStatusChangeInput,
} from '@receptiva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffTicketKeys } from './staff-ticket-keys';

/** Every change answers the ticket as it is now: it replaces the cached one, and the lists are read again. */
function useStore(ticketId: string) {
  const queryClient = useQueryClient();
  return (ticket: StaffTicketThread) => {
    queryClient.setQueryData(staffTicketKeys.ticket(ticketId), ticket);
    void queryClient.invalidateQueries({ queryKey: staffTicketKeys.lists });
  };
}

export function useStaffReply(ticketId: string) {
  const onSuccess = useStore(ticketId);
  return useMutation({
    mutationFn: (input: TicketReplyInput) =>
      api.post('/api/staff/tickets/:ticketId/replies', { param: { ticketId }, json: input }),
    onSuccess,
  });
}

export function useStaffNote(ticketId: string) {
  const onSuccess = useStore(ticketId);
  return useMutation({
    mutationFn: (input: TicketNoteInput) =>
      api.post('/api/staff/tickets/:ticketId/notes', { param: { ticketId }, json: input }),
    onSuccess,
  });
}

export function useAssignTicket(ticketId: string) {
  const onSuccess = useStore(ticketId);
  return useMutation({
    mutationFn: (input: TicketAssignInput) =>
      api.put('/api/staff/tickets/:ticketId/assignee', { param: { ticketId }, json: input }),
    onSuccess,
  });
}

export function useChangeTicketStatus(ticketId: string) {
  const onSuccess = useStore(ticketId);
  return useMutation({
    mutationFn: (input: TicketStatusChangeInput) =>
      api.post('/api/staff/tickets/:ticketId/status', { param: { ticketId }, json: input }),
    onSuccess,
  });
}
