import type { CustomerTicketThread } from '@receptiva/shared';
import type { Db } from '../../db/client';
import { findCustomerTicket } from './ticket-access';
import { findPeople } from './ticket-people';
import { canReplyNow, customerMessagesOf, customerTicketOf, messagesOf } from './ticket-views';

/** One ticket's thread as its account's people see it: replies only, never an internal note. */
export async function getCustomerTicket(
  db: Db,
  params: { ticketId: string; userId: string },
): Promise<CustomerTicketThread> {
  const row = await findCustomerTicket(db, params);
  const people = await findPeople(db, [row.accountUserId]);
  return {
    ...customerTicketOf(row, people),
    messages: customerMessagesOf(await messagesOf(db, row.id)),
    canReply: canReplyNow(row),
  };
}
