import { type AccessFacts, resolveRole } from '@receptiva/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
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

interface AccessRow {
  roles: string[] | null;
  is_member: boolean;
  /** null without an active team row; true when any active row grants AI access. */
  ai_access: boolean | null;
  /** null without an active team row; true when any active row grants CRM access. */
  crm_access: boolean | null;
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
    const [row] = await queryRows<AccessRow>(
      db,
      sql`select
        (select array_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${user.id}) as roles,
        exists(select 1 from ${membershipOrders}
          where ${membershipOrders.userId} = ${user.id} and ${isActiveMembershipOrder}) as is_member,
        team.ai_access, team.crm_access
        from (select bool_or(${teamMembers.hasAiAccess}) as ai_access, bool_or(${teamMembers.hasGhlAccess}) as crm_access
          from ${teamMembers}
          where ${teamMembers.invitedUserId} = ${user.id} and ${teamMembers.status} = 'active') as team`,
    );
    const role = resolveRole(user.email, adminEmail, { ok: true, roles: row?.roles ?? [] });
    const isMember = Boolean(row?.is_member);
    const hasTeamAccess = row?.ai_access != null;
    const isTeamOnly = hasTeamAccess && !isMember && role === 'user';
    return {
      role,
      isMember,
      hasTeamAccess,
      hasAiAccess: row?.ai_access === true,
      hasCrmAccess: !isTeamOnly || row?.crm_access === true,
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
