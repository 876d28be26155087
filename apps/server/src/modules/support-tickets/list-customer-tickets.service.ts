import type { CustomerTicketList } from '@receptiva/shared';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportTickets } from '../../db/schema';
import { customerCanReadSql } from './ticket-access';
import { findPeople } from './ticket-people';
import { customerTicketOf } from './ticket-views';

/** The tickets of every account the caller reads: their own and their teams', most recently active first. */
export async function listCustomerTickets(db: Db, userId: string): Promise<CustomerTicketList> {
  const rows = await db
    .select()
    .from(supportTickets)
    .where(customerCanReadSql(userId))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
    .limit(200);
  const people = await findPeople(
    db,
    rows.map((row) => row.accountUserId),
  );
  return { tickets: rows.map((row) => customerTicketOf(row, people)) };
}
