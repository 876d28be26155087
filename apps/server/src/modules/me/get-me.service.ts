import type { MeResponse } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import type { Access } from '../../lib/access/access';
import { loadMembershipState } from '../../lib/access/membership-state';

interface MeUser {
  id: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
}

/** The signed-in user as the web sees them: account, profile, role and the access the server grants (spec §6). */
export async function getMe(db: Db, user: MeUser, access: Access): Promise<MeResponse> {
  const [[profile], membership] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.userId, user.id)).limit(1),
    loadMembershipState(db, user.id),
  ]);
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
    role: access.role,
    isMember: access.isMember,
    hasTeamAccess: access.hasTeamAccess,
    hasAiAccess: access.hasAiAccess,
    hasCrmAccess: access.hasCrmAccess,
    membershipState: membership.state,
    membershipGraceEndsAt: membership.graceEndsAt?.toISOString() ?? null,
  };
}
