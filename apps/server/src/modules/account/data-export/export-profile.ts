import { asc, eq } from 'drizzle-orm';
import { accounts, businessProfiles, profiles, userRoles, users } from '../../../db/schema';
import { loadMembershipState } from '../../../lib/access/membership-state';
import { listSessions } from '../sessions.service';
import { type ExportSection, iso } from './export-types';

/** better-auth's provider ids, as a person would name them. */
const signInMethodOf = (providerId: string) => (providerId === 'credential' ? 'email and password' : providerId);

/**
 * `profile.json`: the account, the profile, roles, membership state, how they sign in (never a password hash or a
 * token), the signed-in devices (never a session token) and the business profile of the account they own.
 */
export const exportProfile: ExportSection = async (db, subject) => {
  const [user] = await db.select().from(users).where(eq(users.id, subject.userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, subject.userId));
  const roles = await db
    .select({ role: userRoles.role, since: userRoles.createdAt })
    .from(userRoles)
    .where(eq(userRoles.userId, subject.userId))
    .orderBy(asc(userRoles.createdAt));
  const signIns = await db
    .select({ providerId: accounts.providerId, createdAt: accounts.createdAt })
    .from(accounts)
    .where(eq(accounts.userId, subject.userId))
    .orderBy(asc(accounts.createdAt));
  const [business] = await db.select().from(businessProfiles).where(eq(businessProfiles.userId, subject.userId));
  const membership = await loadMembershipState(db, subject.userId);
  const sessions = await listSessions(db, { userId: subject.userId, currentSessionId: subject.currentSessionId });

  return {
    user: {
      id: user?.id ?? subject.userId,
      email: user?.email ?? subject.email,
      emailVerified: user?.emailVerified ?? false,
      name: user?.name ?? null,
      createdAt: iso(user?.createdAt),
      updatedAt: iso(user?.updatedAt),
    },
    profile: profile
      ? {
          fullName: profile.fullName,
          firstName: profile.firstName,
          lastName: profile.lastName,
          phone: profile.phone,
          emailLanguage: profile.locale,
          createdAt: iso(profile.createdAt),
          updatedAt: iso(profile.updatedAt),
        }
      : null,
    roles: roles.map((row) => ({ role: row.role, since: iso(row.since) })),
    membership: { state: membership.state, graceEndsAt: iso(membership.graceEndsAt) },
    signInMethods: signIns.map((row) => ({ method: signInMethodOf(row.providerId), since: iso(row.createdAt) })),
    signedInDevices: sessions.map(({ id: _id, ...session }) => session),
    businessProfile: business
      ? {
          business: business.business,
          details: business.details,
          compliance: business.compliance,
          setupWizard: {
            step: business.wizardStep,
            status: business.wizardStatus,
            completedAt: iso(business.completedAt),
            deferredAt: iso(business.deferredAt),
          },
          createdAt: iso(business.createdAt),
          updatedAt: iso(business.updatedAt),
        }
      : null,
  };
};
