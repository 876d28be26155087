import { ADMIN_USERS_PAGE_SIZE, type AdminUserList, type adminUserListQuerySchema } from '@receptiva/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { users } from '../../db/schema';
import { toAdminUserRow, type UserRowFacts } from './admin-user-row';
import { MEMBERSHIP_STATES, ROLE_FLAGS, roleFromFlagsSql } from './user-facts-sql';

type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;

const SORT_COLUMNS = { createdAt: sql`created_at`, name: sql`lower(name)`, email: sql`lower(email)` } as const;

/** `%`, `_` and `\` typed into the search are literal characters, not patterns. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** `GET /api/admin/users`: every account with its role and membership state, searched, filtered, sorted, paged. */
export async function listAdminUsers(
  db: Db,
  adminEmail: string | undefined,
  query: AdminUserListQuery,
): Promise<AdminUserList> {
  const filters: SQL[] = [sql`true`];
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(sql`(name ilike ${pattern} or email ilike ${pattern})`);
  }
  if (query.role) filters.push(sql`role = ${query.role}`);
  if (query.membership) filters.push(sql`membership = ${query.membership}`);
  const where = sql.join(filters, sql` and `);
  const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
  const facts = sql`select ${users.id} as id, ${users.name} as name, ${users.email} as email,
    ${users.emailVerified} as email_verified, ${users.createdAt} as created_at,
    ${roleFromFlagsSql(adminEmail)} as role, coalesce(membership_states.state, 'none') as membership
    from ${users}
    left join ${ROLE_FLAGS} on role_flags.user_id = ${users.id}
    left join ${MEMBERSHIP_STATES} on membership_states.user_id = ${users.id}`;
  const [rows, [total]] = await Promise.all([
    queryRows<UserRowFacts>(
      db,
      sql`select * from (${facts}) as listed where ${where}
        order by ${SORT_COLUMNS[query.sort]} ${direction}, id asc
        limit ${ADMIN_USERS_PAGE_SIZE} offset ${(query.page - 1) * ADMIN_USERS_PAGE_SIZE}`,
    ),
    queryRows<{ n: number | string }>(db, sql`select count(*) as n from (${facts}) as listed where ${where}`),
  ]);
  return {
    users: rows.map(toAdminUserRow),
    page: query.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
    total: Number(total?.n ?? 0),
  };
}
