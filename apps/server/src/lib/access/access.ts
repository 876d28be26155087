import { type AccessFacts, resolveRole } from '@receptiva/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { membershipOrders, teamMembers, userRoles } from '../../db/schema';
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

/** The facts `loadAccess` decides from, prepared once per database. */
const accessQuery = preparedPerDatabase((db) =>
  db
    .select({
      roles: sql<string[] | null>`(select array_agg(${userRoles.role}) from ${userRoles}
        where ${userRoles.userId} = ${userId})`,
      isMember: sql<boolean>`exists(select 1 from ${membershipOrders}
        where ${membershipOrders.userId} = ${userId} and ${isActiveMembershipOrder})`,
      /** null without an active team row; true when any active row grants AI access. */
      aiAccess: sql<boolean | null>`bool_or(${teamMembers.hasAiAccess})`,
      /** null without an active team row; true when any active row grants CRM access. */
      crmAccess: sql<boolean | null>`bool_or(${teamMembers.hasGhlAccess})`,
    })
    .from(teamMembers)
    .where(and(eq(teamMembers.invitedUserId, userId), eq(teamMembers.status, 'active')))
    .prepare('load_access'),
);

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
    // An aggregate without GROUP BY: always one row, with nulls when the user is on no team.
    const [row] = await accessQuery(db).execute({ userId: user.id });
    const role = resolveRole(user.email, adminEmail, { ok: true, roles: row?.roles ?? [] });
    const isMember = Boolean(row?.isMember);
    const hasTeamAccess = row?.aiAccess != null;
    const isTeamOnly = hasTeamAccess && !isMember && role === 'user';
    return {
      role,
      isMember,
      hasTeamAccess,
      hasAiAccess: row?.aiAccess === true,
      hasCrmAccess: !isTeamOnly || row?.crmAccess === true,
    };
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
