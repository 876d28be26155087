import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys } from './support-keys';

/** `GET /api/support/tickets/{id}`: one ticket's thread (never an internal note). */
export const useSupportTicket = (ticketId: string) =>
  useQuery({
    queryKey: supportKeys.ticket(ticketId),
    queryFn: ({ signal }) => api.get('/api/support/tickets/:ticketId', { param: { ticketId } }, { signal }),
  });
