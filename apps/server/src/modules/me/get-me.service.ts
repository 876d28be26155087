import type { MeResponse } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oncePerDatabase } from '../../db/once-per-database';
import { profiles, users } from '../../db/schema';
import { accessFactColumns, accessFromFacts } from '../../lib/access/access';
import { currentMembershipOrder, membershipStatusOf } from '../../lib/access/membership-state';

interface MeUser {
  id: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
}

/**
 * The profile, the current membership order and the access facts in one round trip: every page of a signed-in person
 * asks for this (`/api/session`).
 */
const meQuery = oncePerDatabase((db) => {
  const userId = sql.placeholder('userId');
  const order = currentMembershipOrder(db, userId).as('current_order');
  return db
    .select({
      profile: {
        email: profiles.email,
        fullName: profiles.fullName,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        phone: profiles.phone,
        locale: profiles.locale,
      },
      order: {
        isActive: order.isActive,
        subscriptionStatus: order.subscriptionStatus,
        cancelledAt: order.cancelledAt,
        graceEndsAt: order.graceEndsAt,
      },
      access: accessFactColumns,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoinLateral(order, sql`true`)
    .where(eq(users.id, userId))
    .prepare('me_profile_membership_access');
});

/** The signed-in user as the web sees them: account, profile, role and the access the server grants (spec §6). */
export async function getMe(db: Db, user: MeUser, adminEmail: string | undefined): Promise<MeResponse> {
  const [row] = await meQuery(db).execute({ userId: user.id });
  const access = accessFromFacts(user, adminEmail, row?.access);
  const profile = row?.profile ?? null;
  // Without a paid order the lateral join's columns are all null (drizzle keeps the object).
  const currentOrder = row?.order;
  const membership = membershipStatusOf(currentOrder && currentOrder.isActive !== null ? currentOrder : undefined);
  return {
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt.toISOString(),
    },
    profile,
    role: access.role,
    isMember: access.isMember,
    hasTeamAccess: access.hasTeamAccess,
    hasAiAccess: access.hasAiAccess,
    hasCrmAccess: access.hasCrmAccess,
    membershipState: membership.state,
    membershipGraceEndsAt: membership.graceEndsAt?.toISOString() ?? null,
  };
}
