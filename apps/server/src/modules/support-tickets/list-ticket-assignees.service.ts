import type { TicketAssigneeList } from '@receptiva/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { roleSql } from '../admin-users/user-facts-sql';
import { personNameSql } from './ticket-people';

/** Whether this user may hold tickets: role member (staff) or admin, by the same rule as the policy (spec §6). */
export async function isStaffUser(db: Pick<Db, 'select'>, userId: string, adminEmail: string | undefined) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} = ${userId} and ${roleSql(adminEmail)} in ('admin', 'member')`);
  return row !== undefined;
}

/** Everyone a ticket can be assigned to, by name. */
export async function listTicketAssignees(db: Db, adminEmail: string | undefined): Promise<TicketAssigneeList> {
  const rows = await db
    .select({ id: users.id, email: users.email, name: personNameSql })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(sql`${roleSql(adminEmail)} in ('admin', 'member')`)
    .orderBy(asc(personNameSql), asc(users.email))
    .limit(500);
  return { staff: rows };
}
