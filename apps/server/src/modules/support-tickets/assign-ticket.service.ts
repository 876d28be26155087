import type { StaffTicketThread } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportTickets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AuditActor, recordAudit } from '../../lib/audit/record-audit';
import { getStaffTicket } from './get-staff-ticket.service';
import { isStaffUser } from './list-ticket-assignees.service';
import { findTicket } from './ticket-access';
import { findPeople } from './ticket-people';

/** Assigns a ticket to a staff user (role member or admin), reassigns it, or unassigns it (`null`); audited. */
export async function assignTicket(
  db: Db,
  params: { ticketId: string; assigneeId: string | null; actor: AuditActor; adminEmail: string | undefined },
): Promise<StaffTicketThread> {
  const { assigneeId } = params;
  if (assigneeId !== null && !(await isStaffUser(db, assigneeId, params.adminEmail))) {
    throw new AppError('VALIDATION_FAILED', 'Tickets can be assigned to staff and admins only.', {
      assigneeId: 'Not a staff user.',
    });
  }
  await db.transaction(async (tx) => {
    const ticket = await findTicket(tx, params.ticketId, true);
    if (ticket.assigneeUserId === assigneeId) return;
    await tx
      .update(supportTickets)
      .set({ assigneeUserId: assigneeId, updatedAt: sql`now()` })
      .where(eq(supportTickets.id, ticket.id));
    const people = await findPeople(
      tx,
      [ticket.assigneeUserId, assigneeId].filter((id) => id !== null),
    );
    const label = (id: string | null) => (id ? (people.get(id)?.email ?? id) : null);
    await recordAudit(tx, {
      accountUserId: ticket.accountUserId,
      actor: params.actor,
      action: 'ticket.assigned',
      subjectType: 'support_ticket',
      subjectId: ticket.id,
      subjectLabel: ticket.subject,
      changes: { assignee: { from: label(ticket.assigneeUserId), to: label(assigneeId) } },
    });
  });
  return getStaffTicket(db, params.ticketId);
}
