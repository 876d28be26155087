import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys } from './support-keys';

/** `GET /api/support/tickets`: the tickets of the caller's account and teams. */
export const useSupportTickets = () =>
  useQuery({
    queryKey: supportKeys.list,
    queryFn: ({ signal }) => api.get('/api/support/tickets', {}, { signal }),
  });
