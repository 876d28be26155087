import { asc, inArray } from 'drizzle-orm';
import { supportTicketMessages, supportTickets } from '../../../db/schema';
import { customerCanReadSql } from '../../support-tickets/ticket-access';
import { findPeople } from '../../support-tickets/ticket-people';
import { customerMessagesOf, customerTicketOf } from '../../support-tickets/ticket-views';
import { type ExportSection, iso } from './export-types';

/**
 * `support-tickets.json`: the tickets the caller reads at /dashboard/support (their account's and their teams'), each
 * with its thread as the customer side sees it. Staff's internal notes are left out by the same function that
 * builds the customer's thread on the page.
 */
export const exportSupportTickets: ExportSection = async (db, subject) => {
  const tickets = await db
    .select()
    .from(supportTickets)
    .where(customerCanReadSql(subject.userId))
    .orderBy(asc(supportTickets.createdAt), asc(supportTickets.id));
  const messages =
    tickets.length === 0
      ? []
      : await db
          .select()
          .from(supportTicketMessages)
          .where(
            inArray(
              supportTicketMessages.ticketId,
              tickets.map((ticket) => ticket.id),
            ),
          )
          .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id));
  const people = await findPeople(
    db,
    tickets.map((ticket) => ticket.accountUserId),
  );
  return {
    tickets: tickets.map((ticket) => ({
      ...customerTicketOf(ticket, people),
      firstResponseAt: iso(ticket.firstResponseAt),
      messages: customerMessagesOf(messages.filter((message) => message.ticketId === ticket.id)),
    })),
  };
};
