import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportTickets, teamMembers } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Who reads a ticket on the customer side (decision 034): the account's owner, and every active member of the
 * owner's team, the same rule as team access (decision 017). Computed per request, so leaving a team ends it.
 */
export const customerCanReadSql = (userId: string): SQL =>
  or(
    eq(supportTickets.accountUserId, userId),
    sql`exists (select 1 from ${teamMembers} where ${teamMembers.userId} = ${supportTickets.accountUserId}
      and ${teamMembers.invitedUserId} = ${userId} and ${teamMembers.status} = 'active')`,
  ) as SQL;

export type TicketRow = typeof supportTickets.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', 'No such ticket.');

/** The ticket if the caller may read it on the customer side; anyone else gets 404, as if it did not exist. */
export async function findCustomerTicket(
  db: Db,
  params: { ticketId: string; userId: string; lock?: boolean },
): Promise<TicketRow> {
  const query = db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, params.ticketId), customerCanReadSql(params.userId)));
  const [row] = params.lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** Any ticket, for staff. */
export async function findTicket(db: Db, ticketId: string, lock = false): Promise<TicketRow> {
  const query = db.select().from(supportTickets).where(eq(supportTickets.id, ticketId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
