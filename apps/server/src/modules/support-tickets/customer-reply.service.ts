import { type CustomerTicketThread, customerReplyOutcome, TICKET_REOPEN_WINDOW_DAYS } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportTicketMessages, supportTickets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit/record-audit';
import { getCustomerTicket } from './get-customer-ticket.service';
import { findCustomerTicket } from './ticket-access';
import { notifyStaffOfCustomerMessage } from './ticket-notifications';
import { actorOf, findPerson } from './ticket-people';

/**
 * A customer's reply (decision 034): the ticket is open again (from waiting on customer, or from resolved within
 * TICKET_REOPEN_WINDOW_DAYS); after the window the reply is refused and nothing is written. The row is locked, so a
 * staff change in between is seen. Staff's e-mail commits with the message.
 */
export async function replyAsCustomer(
  db: Db,
  params: { ticketId: string; userId: string; body: string; attachmentUrl: string | null; publicUrl: string },
): Promise<CustomerTicketThread> {
  const author = await findPerson(db, params.userId);
  if (!author) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  await db.transaction(async (tx) => {
    const ticket = await findCustomerTicket(tx, { ticketId: params.ticketId, userId: params.userId, lock: true });
    const outcome = customerReplyOutcome(ticket, new Date());
    if (outcome.status === 'expired') {
      throw new AppError(
        'TICKET_REOPEN_WINDOW_CLOSED',
        `This ticket was resolved more than ${TICKET_REOPEN_WINDOW_DAYS} days ago. Please open a new ticket.`,
      );
    }
    const message = { authorName: author.name, body: params.body, attachmentUrl: params.attachmentUrl };
    await tx.insert(supportTicketMessages).values({
      ticketId: ticket.id,
      authorUserId: author.id,
      authorLabel: author.name,
      authorSide: 'customer',
      body: params.body,
      attachmentUrl: params.attachmentUrl,
    });
    await tx
      .update(supportTickets)
      .set({ status: 'open', resolvedAt: null, updatedAt: sql`now()` })
      .where(eq(supportTickets.id, ticket.id));
    await recordAudit(tx, {
      accountUserId: ticket.accountUserId,
      actor: actorOf(author),
      action: outcome.reopened ? 'ticket.reopened' : 'ticket.customer_replied',
      subjectType: 'support_ticket',
      subjectId: ticket.id,
      subjectLabel: ticket.subject,
      changes: ticket.status === 'open' ? null : { status: { from: ticket.status, to: 'open' } },
    });
    await notifyStaffOfCustomerMessage(tx, ticket, message, 'reply', params.publicUrl);
  });
  return getCustomerTicket(db, params);
}
