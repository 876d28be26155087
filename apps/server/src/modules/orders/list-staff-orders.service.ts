import type { StaffOrderList, staffOrderListQuerySchema } from '@receptiva/shared';
import { and, asc, count, desc, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { orderItems, orders, users } from '../../db/schema';
import { selectStaffOrders, toStaffOrderRows } from './staff-order-view';

type ListQuery = z.output<typeof staffOrderListQuerySchema>;

/** The statuses in the order the work goes through them, not alphabetically. */
const WORKFLOW_ORDER = sql`case ${orders.fulfilmentStatus} when 'paid' then 0 when 'in_progress' then 1 when 'delivered' then 2 else 3 end`;

const SORT_COLUMNS = {
  paidAt: orders.paidAt,
  updatedAt: orders.updatedAt,
  totalCents: orders.totalCents,
  fulfilmentStatus: WORKFLOW_ORDER,
} as const;

/** `%`, `_` and `\` typed into the search are literal characters, not patterns. */
const escapeLike = (search: string) => search.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** "R-1A2B3C4D", "r-1a2b" or "1a2b3c4d": the hex digits of a receipt number, which start the order's id. */
const receiptDigitsOf = (search: string) => {
  const digits = search.replace(/^r-/i, '').toLowerCase();
  return /^[0-9a-f]{1,8}$/.test(digits) ? digits : null;
};

function searchFilter(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  const digits = receiptDigitsOf(search);
  return or(
    ilike(orders.email, pattern),
    ilike(users.name, pattern),
    sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.title} ilike ${pattern})`,
    ...(digits ? [sql`replace(${orders.id}::text, '-', '') like ${`${digits}%`}`] : []),
  ) as SQL;
}

/** `GET /api/staff/orders`: paid marketplace orders to fulfil, searched, filtered, sorted and paged in the database. */
export async function listStaffOrders(db: Db, query: ListQuery): Promise<StaffOrderList> {
  const filters: SQL[] = [isNotNull(orders.fulfilmentStatus)];
  if (query.fulfilmentStatus) filters.push(eq(orders.fulfilmentStatus, query.fulfilmentStatus));
  if (query.search) filters.push(searchFilter(query.search));
  const where = and(...filters);
  const direction = query.direction === 'asc' ? asc : desc;
  const rows = await selectStaffOrders(db)
    .where(where)
    // Paid time then id break ties, so a page never repeats or skips an order that shares a value with another.
    .orderBy(sql`${direction(SORT_COLUMNS[query.sort])} nulls last`, direction(orders.paidAt), asc(orders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where);
  return {
    orders: await toStaffOrderRows(db, rows),
    page: query.page,
    pageSize: query.pageSize,
    total: Number(total?.n ?? 0),
  };
}
