import {
  ADMIN_SEARCH_LIMIT,
  type AdminSearchResult,
  adminOrderHref,
  adminUserHref,
  receiptNumberOf,
} from '@receptiva/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { users } from '../../db/schema';
import { escapeLike, ORDER_KEYS, readOrderRows, whereOf } from '../admin-orders/all-orders';

interface UserHit {
  id: string;
  name: string;
  email: string;
}

/** Users whose name or e-mail contains `q`; the exact e-mail first, then e-mails starting with it, then by name. */
async function searchUsers(db: Db, q: string): Promise<AdminSearchResult['users']> {
  const contains = `%${escapeLike(q)}%`;
  const startsWith = `${escapeLike(q)}%`;
  const rows = await queryRows<UserHit>(
    db,
    sql`select ${users.id} as id, ${users.name} as name, ${users.email} as email from ${users}
      where ${users.name} ilike ${contains} or ${users.email} ilike ${contains}
      order by lower(${users.email}) = lower(${q}) desc, ${users.email} ilike ${startsWith} desc,
        lower(${users.name}) asc, ${users.id} asc
      limit ${ADMIN_SEARCH_LIMIT}`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, email: row.email, href: adminUserHref(row.id) }));
}

/** Membership and marketplace orders by receipt number or the customer's e-mail or name, newest first. */
async function searchOrders(db: Db, q: string): Promise<AdminSearchResult['orders']> {
  const keys = await queryRows<{ id: string }>(
    db,
    sql`select id from ${ORDER_KEYS} where ${whereOf({ search: q })}
      order by created_at desc, id desc limit ${ADMIN_SEARCH_LIMIT}`,
  );
  const rows = await readOrderRows(db, keys);
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    receiptNumber: receiptNumberOf(row.id),
    customerEmail: row.email,
    customerName: row.customer_name,
    totalCents: Number(row.total_cents),
    currency: row.currency,
    createdAt: new Date(row.created_at).toISOString(),
    href: adminOrderHref(row.kind, row.id),
  }));
}

/** `GET /api/admin/search?q=`: the admin layout's search box, a few users and a few orders at once. */
export async function searchAdmin(db: Db, q: string): Promise<AdminSearchResult> {
  const [foundUsers, foundOrders] = await Promise.all([searchUsers(db, q), searchOrders(db, q)]);
  return { users: foundUsers, orders: foundOrders };
}
