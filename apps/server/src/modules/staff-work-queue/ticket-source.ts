import { TICKET_STATUSES, type WorkQueueFilter } from '@receptiva/shared';
import { and, asc, count, eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { supportTickets, users } from '../../db/schema';
import { workAssigneeOf } from '../../lib/work-assignee';
import { assigneeCondition, type WorkQueueSource } from './work-queue-source';

const assignee = alias(users, 'assignee');
const owner = alias(users, 'owner');

/** Tickets waiting for staff: open ones (a ticket waiting on the customer or resolved is not staff's turn). */
const whereOf = (filter: WorkQueueFilter, callerId: string) =>
  and(eq(supportTickets.status, 'open'), assigneeCondition(supportTickets.assigneeUserId, filter, callerId));

export const ticketSource: WorkQueueSource = {
  async count(db, filter, callerId) {
    const [row] = await db.select({ n: count() }).from(supportTickets).where(whereOf(filter, callerId));
    return Number(row?.n ?? 0);
  },
  async page(db, filter, callerId, { limit, offset }) {
    const rows = await db
      .select({
        ticket: getTableColumns(supportTickets),
        ownerEmail: owner.email,
        assigneeName: assignee.name,
        assigneeEmail: assignee.email,
      })
      .from(supportTickets)
      .leftJoin(owner, eq(owner.id, supportTickets.accountUserId))
      .leftJoin(assignee, eq(assignee.id, supportTickets.assigneeUserId))
      .where(whereOf(filter, callerId))
      .orderBy(asc(supportTickets.createdAt), asc(supportTickets.id))
      .limit(limit)
      .offset(offset);
    return rows.map(({ ticket, ownerEmail, assigneeName, assigneeEmail }) => ({
      kind: 'tickets' as const,
      id: ticket.id,
      since: ticket.createdAt.toISOString(),
      customerName: ticket.openedByLabel,
      customerEmail: ownerEmail ?? '',
      assignee: workAssigneeOf(ticket.assigneeUserId, assigneeName, assigneeEmail),
      status: ticket.status,
      nextStatuses: TICKET_STATUSES.filter((status) => status !== ticket.status),
      ticket: { subject: ticket.subject, category: ticket.category },
    }));
  },
};
