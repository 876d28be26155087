import type { StaffTicketThread } from '@receptiva/shared';
import type { Db } from '../../db/client';
import { findTicket } from './ticket-access';
import { messagesOf, staffMessagesOf, staffRowsOf } from './ticket-views';

/** One ticket for staff: the row, and the whole thread with the internal notes marked. */
export async function getStaffTicket(db: Db, ticketId: string): Promise<StaffTicketThread> {
  const row = await findTicket(db, ticketId);
  const [view] = await staffRowsOf(db, [row]);
  return { ...view!, messages: staffMessagesOf(await messagesOf(db, row.id)) };
}
