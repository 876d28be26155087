import { ADMIN_USERS_PAGE_SIZE, type AdminUserList, type adminUserListQuerySchema } from '@receptiva/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { pagedKeys } from '../../db/paged-keys';
import { queryRows } from '../../db/query-rows';
import { users } from '../../db/schema';
import { toAdminUserRow, type UserRowFacts } from './admin-user-row';
import { MEMBERSHIP_STATES, membershipStateSql, ROLE_FLAGS, roleFromFlagsSql, roleSql } from './user-facts-sql';

type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;

const SORT_COLUMNS = {
  createdAt: sql`${users.createdAt}`,
  name: sql`lower(${users.name})`,
  email: sql`lower(${users.email})`,
} as const;

/** `%`, `_` and `\` typed into the search are literal characters, not patterns. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * `GET /api/admin/users`: every account with its role and membership state, searched, filtered, sorted, paged.
 * The page is chosen over `users` alone, joining roles and membership states only when a filter asks for them; the
 * 25 rows shown are then read whole.
 */
export async function listAdminUsers(
  db: Db,
  adminEmail: string | undefined,
  query: AdminUserListQuery,
): Promise<AdminUserList> {
  const filters: SQL[] = [sql`true`];
  const joins: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(sql`(${users.name} ilike ${pattern} or ${users.email} ilike ${pattern})`);
  }
  if (query.role) {
    joins.push(sql`left join ${ROLE_FLAGS} on role_flags.user_id = ${users.id}`);
    filters.push(sql`${roleFromFlagsSql(adminEmail)} = ${query.role}`);
  }
  if (query.membership) {
    joins.push(sql`left join ${MEMBERSHIP_STATES} on membership_states.user_id = ${users.id}`);
    filters.push(sql`coalesce(membership_states.state, 'none') = ${query.membership}`);
  }
  const chosen = sql`from ${users} ${sql.join(joins, sql` `)} where ${sql.join(filters, sql` and `)}`;
  const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
  const { keys, total } = await pagedKeys(db, {
    rows: chosen,
    orderBy: sql`${SORT_COLUMNS[query.sort]} ${direction}, ${users.id} ${direction}`,
    limit: ADMIN_USERS_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_USERS_PAGE_SIZE,
    countInPass: Boolean(query.search),
  });
  return {
    users: (await readUserRows(db, adminEmail, keys)).map(toAdminUserRow),
    page: query.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
    total,
  };
}

/** The chosen users with their role and membership state, in the order chosen. */
async function readUserRows(db: Db, adminEmail: string | undefined, keys: { id: string }[]) {
  if (keys.length === 0) return [];
  const rows = await queryRows<UserRowFacts>(
    db,
    sql`select ${users.id} as id, ${users.name} as name, ${users.email} as email,
      ${users.emailVerified} as email_verified, ${users.createdAt} as created_at,
      ${roleSql(adminEmail)} as role, ${membershipStateSql} as membership
      from ${users} where ${users.id} in (${sql.join(
        keys.map((key) => sql`${key.id}`),
        sql`, `,
      )})`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return keys.flatMap((key) => byId.get(key.id) ?? []);
}
