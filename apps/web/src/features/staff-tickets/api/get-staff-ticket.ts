import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffTicketKeys } from './staff-ticket-keys';

/** One ticket with its whole thread, internal notes included. */
export const useStaffTicket = (ticketId: string) =>
  useQuery({
    queryKey: staffTicketKeys.ticket(ticketId),
    queryFn: ({ signal }) => api.get('/api/staff/tickets/:ticketId', { param: { ticketId } }, { signal }),
  });
