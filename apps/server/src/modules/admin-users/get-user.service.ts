import type { AdminUserDetail } from '@receptiva/shared';
import { and, count, desc, eq, inArray, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { auditLog, membershipOrders, orders, sessions, teamMembers, userRoles, users } from '../../db/schema';
import { isActiveMembershipOrder } from '../../lib/access/membership-activity';
import { AppError } from '../../lib/app-error';
import { ALL_ORDERS, type AllOrdersRow, toAdminOrderRow } from '../admin-orders/all-orders';
import { toAdminUserRow, type UserRowFacts } from './admin-user-row';
import { isBootstrapAdmin } from './bootstrap-admin';
import { membershipStateSql, roleSql } from './user-facts-sql';

const AUDIT_ENTRIES = 20;
const RECENT_ORDERS = 10;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The account or a 404; the same role and state the list shows. */
async function loadRow(db: Db, adminEmail: string | undefined, userId: string) {
  const [row] = await queryRows<
    UserRowFacts & { first_name: string | null; last_name: string | null; phone: string | null; locale: string | null }
  >(
    db,
    sql`select ${users.id} as id, ${users.name} as name, ${users.email} as email,
      ${users.emailVerified} as email_verified, ${users.createdAt} as created_at,
      ${users.firstName} as first_name, ${users.lastName} as last_name, ${users.phone} as phone, ${users.locale} as locale,
      ${roleSql(adminEmail)} as role, ${membershipStateSql} as membership
      from ${users} where ${users.id} = ${userId}`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'No user has this id.');
  return row;
}

/** `GET /api/admin/users/{userId}`: profile, roles, membership, orders, teams, sessions and the latest audit entries. */
export async function getAdminUser(db: Db, adminEmail: string | undefined, userId: string): Promise<AdminUserDetail> {
  const row = await loadRow(db, adminEmail, userId);
  const isActive = sql<boolean>`${isActiveMembershipOrder}`.mapWith(Boolean);
  const [roles, memberships, [orderFacts], owned, memberOf, [sessionCount], audit, recent] = await Promise.all([
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).orderBy(userRoles.role),
    db
      .select({
        id: membershipOrders.id,
        planName: membershipOrders.planName,
        amountCents: membershipOrders.amountCents,
        status: membershipOrders.status,
        provider: membershipOrders.provider,
        paidAt: membershipOrders.paidAt,
        cancelledAt: membershipOrders.cancelledAt,
        metadata: membershipOrders.metadata,
        isActive,
      })
      .from(membershipOrders)
      .where(eq(membershipOrders.userId, userId))
      .orderBy(desc(membershipOrders.createdAt)),
    db
      .select({
        n: count(),
        paidCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.status} = 'paid'), 0)`.mapWith(
          Number,
        ),
        latestAt: max(orders.createdAt),
      })
      .from(orders)
      .where(eq(orders.userId, userId)),
    db
      .select({ n: count() })
      .from(teamMembers)
      .where(and(eq(teamMembers.userId, userId), inArray(teamMembers.status, ['invited', 'active']))),
    db
      .select({ ownerEmail: users.email, status: teamMembers.status })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.invitedUserId, userId)),
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`)),
    db
      .select()
      .from(auditLog)
      .where(
        or(and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectId, userId)), eq(auditLog.accountUserId, userId)),
      )
      .orderBy(desc(auditLog.createdAt))
      .limit(AUDIT_ENTRIES),
    queryRows<AllOrdersRow>(
      db,
      sql`select * from ${ALL_ORDERS} where user_id = ${userId} order by created_at desc, id asc limit ${RECENT_ORDERS}`,
    ),
  ]);
  const granted = memberships.find((order) => order.isActive && order.provider === 'manual');
  const { first_name, last_name, phone, locale } = row;
  return {
    profile: { ...toAdminUserRow(row), firstName: first_name, lastName: last_name, phone, locale },
    roles: roles.map((entry) => entry.role),
    isBootstrapAdmin: isBootstrapAdmin(row.email, adminEmail),
    membership: {
      state: row.membership,
      grantedOrderId: granted?.id ?? null,
      orders: memberships.map((order) => ({
        id: order.id,
        planName: order.planName,
        amountCents: order.amountCents,
        status: order.status,
        provider: order.provider,
        paidAt: iso(order.paidAt),
        cancelledAt: iso(order.cancelledAt),
        reason: typeof order.metadata?.reason === 'string' ? order.metadata.reason : null,
      })),
    },
    orders: {
      count: Number(orderFacts?.n ?? 0),
      paidCents: orderFacts?.paidCents ?? 0,
      latestAt: orderFacts?.latestAt ? new Date(orderFacts.latestAt).toISOString() : null,
      recent: recent.map(toAdminOrderRow),
    },
    teams: { ownedMembers: Number(owned[0]?.n ?? 0), memberOf },
    sessions: Number(sessionCount?.n ?? 0),
    audit: audit.map((entry) => ({
      id: entry.id,
      action: entry.action,
      actorLabel: entry.actorLabel,
      changes: entry.changes ?? null,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
