import { type AccessFacts, resolveRole } from '@receptiva/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oncePerDatabase } from '../../db/once-per-database';
import { membershipOrders, teamMembers, userRoles, users } from '../../db/schema';
import type { Logger } from '../logger';
import { isActiveMembershipOrder } from './membership-activity';

export interface SessionUser {
  id: string;
  email: string;
}

/** What the server knows about a signed-in caller's rights: spec §6 role, membership, team and AI access. */
export interface Access extends AccessFacts {
  hasAiAccess: boolean;
  hasCrmAccess: boolean;
}

const NO_ACCESS = { isMember: false, hasTeamAccess: false, hasAiAccess: false, hasCrmAccess: false } as const;

const userId = sql.placeholder('userId');

/**
 * The facts a caller's access is decided from, as columns of a query on their user row (`userId` placeholder): one
 * round trip on their own (`loadAccess`) or together with what a route reads anyway (`/api/me`).
 */
export const accessFactColumns = {
  roles: sql<string[] | null>`(select array_agg(${userRoles.role}) from ${userRoles}
    where ${userRoles.userId} = ${userId})`,
  isMember: sql<boolean>`exists(select 1 from ${membershipOrders}
    where ${membershipOrders.userId} = ${userId} and ${isActiveMembershipOrder})`,
  /** null without an active team row; true when any active row grants AI access. */
  aiAccess: sql<boolean | null>`(select bool_or(${teamMembers.hasAiAccess}) from ${teamMembers}
    where ${teamMembers.invitedUserId} = ${userId} and ${teamMembers.status} = 'active')`,
  /** null without an active team row; true when any active row grants CRM access. */
  crmAccess: sql<boolean | null>`(select bool_or(${teamMembers.hasGhlAccess}) from ${teamMembers}
    where ${teamMembers.invitedUserId} = ${userId} and ${teamMembers.status} = 'active')`,
};

export interface AccessFactRow {
  roles: string[] | null;
  isMember: boolean;
  aiAccess: boolean | null;
  crmAccess: boolean | null;
}

const accessQuery = oncePerDatabase((db) =>
  db.select(accessFactColumns).from(users).where(eq(users.id, userId)).prepare('load_access'),
);

/** The access the facts give (spec §6 role, membership, team and AI access). */
export function accessFromFacts(
  user: SessionUser,
  adminEmail: string | undefined,
  facts: AccessFactRow | undefined,
): Access {
  const role = resolveRole(user.email, adminEmail, { ok: true, roles: facts?.roles ?? [] });
  const isMember = Boolean(facts?.isMember);
  const hasTeamAccess = facts?.aiAccess != null;
  const isTeamOnly = hasTeamAccess && !isMember && role === 'user';
  return {
    role,
    isMember,
    hasTeamAccess,
    hasAiAccess: facts?.aiAccess === true,
    hasCrmAccess: !isTeamOnly || facts?.crmAccess === true,
  };
}

/**
 * Role, membership and team access in one round trip (every authorised request asks). A failed lookup is logged and
 * yields role `none` and no access (spec §8), except for the ADMIN_EMAIL account, which is admin without a lookup.
 */
export async function loadAccess(
  db: Db,
  user: SessionUser,
  adminEmail: string | undefined,
  logger: Logger,
): Promise<Access> {
  try {
    const [facts] = await accessQuery(db).execute({ userId: user.id });
    return accessFromFacts(user, adminEmail, facts);
  } catch (error) {
    logger.error('access lookup failed', { userId: user.id, error });
    return { role: resolveRole(user.email, adminEmail, { ok: false }), ...NO_ACCESS };
  }
}

/** Spec §4 with decision 011's cancellation rule. A failed lookup counts as false. */
export async function hasActiveMembership(db: Db, userId: string, logger: Logger): Promise<boolean> {
  try {
    const rows = await db
      .select({ status: membershipOrders.status })
      .from(membershipOrders)
      .where(and(eq(membershipOrders.userId, userId), isActiveMembershipOrder))
      .limit(1);
    return rows.length > 0;
  } catch (error) {
    logger.error('membership lookup failed', { userId, error });
    return false;
  }
}
