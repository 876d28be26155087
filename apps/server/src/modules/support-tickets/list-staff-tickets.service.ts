import type { StaffTicketList, staffTicketListQuerySchema } from '@receptiva/shared';
import { and, asc, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { profiles, supportTickets, users } from '../../db/schema';
import { staffRowsOf } from './ticket-views';

type ListQuery = z.output<typeof staffTicketListQuerySchema>;

/** The statuses in the order the work goes through them. */
const WORKFLOW_ORDER = sql`case ${supportTickets.status} when 'open' then 0 when 'waiting_on_customer' then 1 else 2 end`;

const SORT_COLUMNS = {
  updatedAt: supportTickets.updatedAt,
  createdAt: supportTickets.createdAt,
  status: WORKFLOW_ORDER,
  subject: sql`lower(${supportTickets.subject})`,
} as const;

const AGE_FILTERS = {
  under_1_day: sql`${supportTickets.createdAt} > now() - interval '1 day'`,
  '1_to_7_days': sql`${supportTickets.createdAt} <= now() - interval '1 day' and ${supportTickets.createdAt} > now() - interval '7 days'`,
  over_7_days: sql`${supportTickets.createdAt} <= now() - interval '7 days'`,
} as const;

/** `%`, `_` and `\` typed into the search are literal characters, not patterns. */
const escapeLike = (search: string) => search.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** A person (the opener or the account owner) whose e-mail or name matches. */
const personMatches = (column: AnyPgColumn, pattern: string) =>
  sql`exists (select 1 from ${users} left join ${profiles} on ${profiles.userId} = ${users.id}
    where ${users.id} = ${column} and (${users.email} ilike ${pattern} or ${users.name} ilike ${pattern}
    or ${profiles.fullName} ilike ${pattern}))`;

function searchFilter(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  const digits = search.replace(/^t-/i, '').toLowerCase();
  return or(
    sql`${supportTickets.subject} ilike ${pattern}`,
    personMatches(supportTickets.openedByUserId, pattern),
    personMatches(supportTickets.accountUserId, pattern),
    ...(/^[0-9a-f]{1,8}$/.test(digits) ? [sql`replace(${supportTickets.id}::text, '-', '') like ${`${digits}%`}`] : []),
  ) as SQL;
}

function filtersOf(query: ListQuery, callerId: string): SQL | undefined {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(supportTickets.status, query.status));
  if (query.category) filters.push(eq(supportTickets.category, query.category));
  if (query.assignee === 'mine') filters.push(eq(supportTickets.assigneeUserId, callerId));
  else if (query.assignee === 'unassigned') filters.push(isNull(supportTickets.assigneeUserId));
  else if (query.assignee) filters.push(eq(supportTickets.assigneeUserId, query.assignee));
  if (query.age) filters.push(AGE_FILTERS[query.age]);
  if (query.search) filters.push(searchFilter(query.search));
  return filters.length > 0 ? and(...filters) : undefined;
}

/**
 * `GET /api/staff/tickets`: searched, filtered, sorted and paged in the database, with the average first-response and
 * resolution times of every ticket the filters keep (not only the page's).
 */
export async function listStaffTickets(db: Db, query: ListQuery, callerId: string): Promise<StaffTicketList> {
  const where = filtersOf(query, callerId);
  const direction = query.direction === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(supportTickets)
    .where(where)
    // Creation time then id break ties, so a page never repeats or skips a ticket.
    .orderBy(direction(SORT_COLUMNS[query.sort]), direction(supportTickets.createdAt), asc(supportTickets.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(supportTickets).where(where);
  const [averages] = await queryRows<{ first_response: string | null; resolution: string | null }>(
    db,
    sql`select
      avg(extract(epoch from ${supportTickets.firstResponseAt} - ${supportTickets.createdAt})) as first_response,
      avg(extract(epoch from ${supportTickets.resolvedAt} - ${supportTickets.createdAt})) as resolution
      from ${supportTickets} ${where ? sql`where ${where}` : sql``}`,
  );
  const seconds = (value: string | null | undefined) => (value == null ? null : Math.round(Number(value)));
  return {
    tickets: await staffRowsOf(db, rows),
    page: query.page,
    pageSize: query.pageSize,
    total: Number(total?.n ?? 0),
    averages: {
      firstResponseSeconds: seconds(averages?.first_response),
      resolutionSeconds: seconds(averages?.resolution),
    },
  };
}
