import type { StaffTicketListQuery } from '@receptiva/shared';

/** Staff's ticket queries: every list view under one prefix, so a change to a ticket refreshes them all. */
export const staffTicketKeys = {
  lists: ['staff-tickets'] as const,
  list: (query: StaffTicketListQuery) => ['staff-tickets', query] as const,
  ticket: (ticketId: string) => ['staff-ticket', ticketId] as const,
  assignees: ['staff-ticket-assignees'] as const,
};
