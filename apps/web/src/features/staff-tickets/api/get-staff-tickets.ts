import type { StaffTicketListQuery } from '@receptiva/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffTicketKeys } from './staff-ticket-keys';

const asQuery = ({ page, pageSize, ...rest }: StaffTicketListQuery) => ({
  ...rest,
  page: page === undefined ? undefined : String(page),
  pageSize: pageSize === undefined ? undefined : String(pageSize),
});

/** One page of tickets with the averages of every ticket the filters keep, all worked out on the server. */
export const useStaffTickets = (query: StaffTicketListQuery) =>
  useQuery({
    queryKey: staffTicketKeys.list(query),
    queryFn: ({ signal }) => api.get('/api/staff/tickets', { query: asQuery(query) }, { signal }),
    placeholderData: keepPreviousData,
  });
