/** The customer's ticket queries: a change to one ticket refreshes it and the list. */
export const supportKeys = {
  list: ['support-tickets'] as const,
  ticket: (ticketId: string) => ['support-ticket', ticketId] as const,
};
