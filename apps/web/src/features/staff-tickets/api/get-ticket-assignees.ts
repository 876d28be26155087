import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffTicketKeys } from './staff-ticket-keys';

/** Staff and admins, the people a ticket can be assigned to. */
export const useTicketAssignees = () =>
  useQuery({
    queryKey: staffTicketKeys.assignees,
    queryFn: ({ signal }) => api.get('/api/staff/tickets/assignees', {}, { signal }),
    staleTime: 5 * 60_000,
  });
