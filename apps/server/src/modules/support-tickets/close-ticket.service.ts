import type { CustomerTicketThread } from '@receptiva/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportTickets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit/record-audit';
import { getCustomerTicket } from './get-customer-ticket.service';
import { findCustomerTicket } from './ticket-access';
import { actorOf, findPerson } from './ticket-people';

/** The customer closes their ticket: resolved now. Closing a resolved ticket again changes (and audits) nothing. */
export async function closeTicketAsCustomer(
  db: Db,
  params: { ticketId: string; userId: string },
): Promise<CustomerTicketThread> {
  const author = await findPerson(db, params.userId);
  if (!author) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  await db.transaction(async (tx) => {
    const ticket = await findCustomerTicket(tx, { ...params, lock: true });
    const [closed] = await tx
      .update(supportTickets)
      .set({ status: 'resolved', resolvedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(supportTickets.id, ticket.id), ne(supportTickets.status, 'resolved')))
      .returning({ id: supportTickets.id });
    if (!closed) return;
    await recordAudit(tx, {
      accountUserId: ticket.accountUserId,
      actor: actorOf(author),
      action: 'ticket.closed_by_customer',
      subjectType: 'support_ticket',
      subjectId: ticket.id,
      subjectLabel: ticket.subject,
      changes: { status: { from: ticket.status, to: 'resolved' } },
    });
  });
  return getCustomerTicket(db, params);
}
