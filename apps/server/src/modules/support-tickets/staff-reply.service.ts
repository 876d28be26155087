import { type StaffTicketThread, statusAfterStaffReply } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportTicketMessages, supportTickets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit/record-audit';
import { getStaffTicket } from './get-staff-ticket.service';
import { findTicket } from './ticket-access';
import { emailCustomerOfStaffReply } from './ticket-notifications';
import { actorOf, findPerson } from './ticket-people';

interface StaffMessage {
  ticketId: string;
  staffUserId: string;
  body: string;
  attachmentUrl: string | null;
  /** An internal note: staff only, no status change, no e-mail. */
  internal: boolean;
  publicUrl: string;
}

/**
 * Staff write on a ticket (decision 034). A reply moves it to waiting on customer (a resolved ticket stays resolved),
 * sets the first response time once, and e-mails the customer; an internal note changes nothing else and is never
 * sent anywhere. The row is locked, and the message, status, audit entry and e-mail commit together.
 */
export async function writeAsStaff(db: Db, params: StaffMessage): Promise<StaffTicketThread> {
  const author = await findPerson(db, params.staffUserId);
  if (!author) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  await db.transaction(async (tx) => {
    const ticket = await findTicket(tx, params.ticketId, true);
    await tx.insert(supportTicketMessages).values({
      ticketId: ticket.id,
      authorUserId: author.id,
      authorLabel: author.name,
      authorSide: 'staff',
      body: params.body,
      attachmentUrl: params.internal ? null : params.attachmentUrl,
      internal: params.internal,
    });
    const status = params.internal ? ticket.status : statusAfterStaffReply(ticket.status);
    await tx
      .update(supportTickets)
      .set({
        status,
        updatedAt: sql`now()`,
        ...(params.internal || ticket.firstResponseAt ? {} : { firstResponseAt: sql`now()` }),
      })
      .where(eq(supportTickets.id, ticket.id));
    await recordAudit(tx, {
      accountUserId: ticket.accountUserId,
      actor: actorOf(author),
      action: params.internal ? 'ticket.internal_note_added' : 'ticket.staff_replied',
      subjectType: 'support_ticket',
      subjectId: ticket.id,
      subjectLabel: ticket.subject,
      changes: status === ticket.status ? null : { status: { from: ticket.status, to: status } },
    });
    if (!params.internal) {
      await emailCustomerOfStaffReply(
        tx,
        ticket,
        { authorName: author.name, body: params.body, attachmentUrl: params.attachmentUrl },
        params.publicUrl,
      );
    }
  });
  return getStaffTicket(db, params.ticketId);
}
