import type { StaffTicketThread, TicketStatus } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportTickets } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../lib/audit/record-audit';
import { getStaffTicket } from './get-staff-ticket.service';
import { findTicket } from './ticket-access';

/**
 * Staff set a ticket's status by hand (resolve, reopen, or mark it waiting). Resolving stamps the resolution time;
 * leaving resolved clears it. Setting the status it already has changes (and audits) nothing.
 */
export async function changeTicketStatus(
  db: Db,
  params: { ticketId: string; status: TicketStatus; actor: AuditActor },
): Promise<StaffTicketThread> {
  await db.transaction(async (tx) => {
    const ticket = await findTicket(tx, params.ticketId, true);
    if (ticket.status === params.status) return;
    await tx
      .update(supportTickets)
      .set({
        status: params.status,
        resolvedAt: params.status === 'resolved' ? sql`now()` : null,
        updatedAt: sql`now()`,
      })
      .where(eq(supportTickets.id, ticket.id));
    await recordAudit(tx, {
      accountUserId: ticket.accountUserId,
      actor: params.actor,
      action: 'ticket.status_changed',
      subjectType: 'support_ticket',
      subjectId: ticket.id,
      subjectLabel: ticket.subject,
      changes: { status: { from: ticket.status, to: params.status } },
    });
  });
  return getStaffTicket(db, params.ticketId);
}
