import type {
  AdminOrderRow,
  adminOrderFiltersSchema,
  FulfilmentStatus,
  OrderStatus,
  RefundSubject,
} from '@receptiva/shared';
import { receiptNumberOf } from '@receptiva/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

type Filters = z.output<typeof adminOrderFiltersSchema>;

/** A membership partly refunded keeps its status `paid`; the list reads it `partially_refunded`, like an order. */
const membershipStatus = sql`case when m.status = 'paid' and m.refunded_cents > 0 then 'partially_refunded' else m.status end`;

/**
 * Membership checkouts and marketplace orders as one narrow relation: only what the filters, the sorting and the
 * paging read, straight from each table's own columns. PostgreSQL pushes the filters into both branches and, for the
 * newest first, merges the two `(created_at, id)` indexes, so a page costs the same with 50,000 orders as with 50.
 */
export const ORDER_KEYS = sql`(
  select 'membership' as kind, m.id, m.user_id, m.email, ${membershipStatus} as status, m.amount_cents as total_cents,
    m.created_at
  from membership_orders m
  union all
  select 'order' as kind, o.id, o.user_id, o.email, o.status, o.total_cents, o.created_at
  from orders o
) as order_keys`;

/**
 * Every column a row shows, for rows already chosen by id (`whereIdIn`): the customer's name and an order's lines
 * are looked up for those rows only.
 */
export const ALL_ORDERS = sql`(
  select 'membership' as kind, m.id, m.email, coalesce(u.name, '') as customer_name, m.plan_name as description,
    ${membershipStatus} as status,
    null::text as fulfilment_status, m.amount_cents as total_cents, m.refunded_cents, m.currency,
    m.created_at, m.paid_at, m.user_id
  from membership_orders m left join users u on u.id = m.user_id
  union all
  select 'order' as kind, o.id, o.email, coalesce(u.name, '') as customer_name,
    coalesce((select string_agg(i.title, ', ' order by i.position) from order_items i where i.order_id = o.id), '') as description,
    o.status, o.fulfilment_status, o.total_cents, o.refunded_cents, o.currency, o.created_at, o.paid_at, o.user_id
  from orders o left join users u on u.id = o.user_id
) as all_orders`;

/** The whole rows (`ALL_ORDERS`) of keys chosen over `ORDER_KEYS`, in the keys' order. */
export async function readOrderRows(db: Db, keys: { id: string }[]): Promise<AllOrdersRow[]> {
  if (keys.length === 0) return [];
  const ids = sql.join(
    keys.map((key) => sql`${key.id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<AllOrdersRow>(db, sql`select * from ${ALL_ORDERS} where id in (${ids})`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return keys.flatMap((key) => byId.get(key.id) ?? []);
}

/** `%`, `_` and `\` typed into the search are literal characters, not patterns. */
export const escapeLike = (search: string) => search.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** "R-1A2B3C4D", "r-1a2b" or "1a2b3c4d": the hex digits of a receipt number, which start the order's id. */
const receiptDigitsOf = (search: string) => {
  const digits = search.replace(/^r-/i, '').toLowerCase();
  return /^[0-9a-f]{1,8}$/.test(digits) ? digits : null;
};

/** The WHERE clause of the filters, over `ORDER_KEYS`; dates are whole UTC days, both ends included. */
export function whereOf(filters: Filters): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.kind) parts.push(sql`kind = ${filters.kind}`);
  if (filters.status) parts.push(sql`status = ${filters.status}`);
  if (filters.from) parts.push(sql`created_at >= ${`${filters.from}T00:00:00Z`}::timestamptz`);
  if (filters.to) parts.push(sql`created_at < ${`${filters.to}T00:00:00Z`}::timestamptz + interval '1 day'`);
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    const digits = receiptDigitsOf(filters.search);
    const receipt = digits ? sql` or replace(id::text, '-', '') like ${`${digits}%`}` : sql``;
    // An array, not a subquery, so that both halves of the `or` can use an index (trigrams, and the user's orders).
    const named = sql`user_id = any(array(select id from users where name ilike ${pattern}))`;
    parts.push(sql`(email ilike ${pattern} or ${named}${receipt})`);
  }
  return sql.join(parts, sql` and `);
}

export interface AllOrdersRow {
  kind: RefundSubject;
  id: string;
  email: string;
  customer_name: string;
  description: string;
  status: OrderStatus;
  fulfilment_status: FulfilmentStatus | null;
  total_cents: number | string;
  refunded_cents: number | string;
  currency: string;
  created_at: Date | string;
  paid_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Both drivers' raw rows (timestamps as Date or text) as the API's row. */
export const toAdminOrderRow = (row: AllOrdersRow): AdminOrderRow => ({
  kind: row.kind,
  id: row.id,
  receiptNumber: receiptNumberOf(row.id),
  customerEmail: row.email,
  customerName: row.customer_name,
  description: row.description,
  status: row.status,
  fulfilmentStatus: row.fulfilment_status,
  totalCents: Number(row.total_cents),
  refundedCents: Number(row.refunded_cents),
  currency: row.currency,
  createdAt: iso(row.created_at),
  paidAt: row.paid_at === null ? null : iso(row.paid_at),
});
