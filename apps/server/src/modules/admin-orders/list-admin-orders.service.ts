import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrderList,
  type AdminOrderRow,
  type adminOrderListQuerySchema,
  type RefundSubject,
} from '@receptiva/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { pagedKeys } from '../../db/paged-keys';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../lib/app-error';
import { ALL_ORDERS, type AllOrdersRow, ORDER_KEYS, readOrderRows, toAdminOrderRow, whereOf } from './all-orders';

type ListQuery = z.output<typeof adminOrderListQuerySchema>;

const SORT_COLUMNS = { createdAt: sql`created_at`, totalCents: sql`total_cents`, email: sql`email` } as const;

/**
 * `GET /api/admin/orders`: both kinds of order in one filtered, sorted page. The page is chosen over the narrow
 * `ORDER_KEYS`, then its 25 rows are read whole.
 */
export async function listAdminOrders(db: Db, query: ListQuery): Promise<AdminOrderList> {
  const where = whereOf(query);
  const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
  const { keys, total } = await pagedKeys(db, {
    rows: sql`from ${ORDER_KEYS} where ${where}`,
    // Creation time then id break ties, so a page never repeats or skips a row that shares a value with another.
    orderBy: sql`${SORT_COLUMNS[query.sort]} ${direction}, created_at ${direction}, id ${direction}`,
    limit: ADMIN_ORDERS_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_ORDERS_PAGE_SIZE,
    countInPass: Boolean(query.search),
  });
  return {
    orders: (await readOrderRows(db, keys)).map(toAdminOrderRow),
    page: query.page,
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
    total,
  };
}

/** `GET /api/admin/orders/{kind}/{orderId}`: one row of the list, what the detail page heads with. */
export async function getAdminOrder(db: Db, kind: RefundSubject, orderId: string): Promise<AdminOrderRow> {
  const [row] = await queryRows<AllOrdersRow>(
    db,
    sql`select * from ${ALL_ORDERS} where kind = ${kind} and id = ${orderId}::uuid`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'No order of this kind has this id.');
  return toAdminOrderRow(row);
}
