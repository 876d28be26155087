import { type MeResponse, type Role, resolveRole } from '@receptiva/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { membershipOrders, profiles, teamMembers, userRoles } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { isActiveMembershipOrder } from '../billing/membership-activity';

interface SessionUser {
  id: string;
  email: string;
}

/** Spec §6 role resolution; a failed lookup is logged and yields `none`. */
export async function resolveUserRole(
  db: Db,
  user: SessionUser,
  adminEmail: string | undefined,
  logger: Logger,
): Promise<Role> {
  if (adminEmail && resolveRole(user.email, adminEmail, { ok: true, roles: [] }) === 'admin') return 'admin';
  try {
    const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id));
    return resolveRole(user.email, adminEmail, { ok: true, roles: rows.map((r) => r.role) });
  } catch (error) {
    logger.error('role lookup failed', { userId: user.id, error });
    return resolveRole(user.email, adminEmail, { ok: false });
  }
}

/** Spec §4 with decision 011's cancellation rule (`isActiveMembershipOrder`). A failed lookup counts as false. */
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

/** Spec §6: team access while an active row names the user as the invitee; AI access needs its flag too. */
export async function teamAccessOf(db: Db, userId: string, logger: Logger) {
  try {
    const [row] = await db
      .select({ id: teamMembers.id, hasAiAccess: teamMembers.hasAiAccess })
      .from(teamMembers)
      .where(and(eq(teamMembers.invitedUserId, userId), eq(teamMembers.status, 'active')))
      // Any active row with AI access grants it, whichever owner invited the user.
      .orderBy(desc(teamMembers.hasAiAccess))
      .limit(1);
    return { hasTeamAccess: Boolean(row), hasAiAccess: Boolean(row?.hasAiAccess) };
  } catch (error) {
    logger.error('team access lookup failed', { userId, error });
    return { hasTeamAccess: false, hasAiAccess: false };
  }
}

export async function getMe(
  db: Db,
  user: SessionUser & { emailVerified: boolean; createdAt: Date },
  adminEmail: string | undefined,
  logger: Logger,
): Promise<MeResponse> {
  const [role, isMember, team, profileRows] = await Promise.all([
    resolveUserRole(db, user, adminEmail, logger),
    hasActiveMembership(db, user.id, logger),
    teamAccessOf(db, user.id, logger),
    db.select().from(profiles).where(eq(profiles.userId, user.id)).limit(1),
  ]);
  const profile = profileRows[0];
  return {
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt.toISOString(),
    },
    profile: profile
      ? {
          email: profile.email,
          fullName: profile.fullName,
          firstName: profile.firstName,
          lastName: profile.lastName,
          phone: profile.phone,
          locale: profile.locale,
        }
      : null,
    role,
    isMember,
    ...team,
  };
}
