import type { SharedTeam, TeamMemberStatus } from '@receptiva/shared';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, teamMembers, users } from '../../db/schema';
import { ownerNameOf } from './team-people';

/** The teams the caller belongs to (an active row linked to their account), oldest place first. */
async function placesOf(db: Db, userId: string) {
  return db
    .select({
      teamMemberId: teamMembers.id,
      ownerId: teamMembers.userId,
      ownerEmail: users.email,
      ownerFullName: profiles.fullName,
      role: teamMembers.role,
      hasCrmAccess: teamMembers.hasGhlAccess,
      hasAiAccess: teamMembers.hasAiAccess,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(profiles, eq(profiles.userId, teamMembers.userId))
    .where(and(eq(teamMembers.invitedUserId, userId), eq(teamMembers.status, 'active')))
    .orderBy(teamMembers.createdAt);
}

/**
 * `GET /api/team/shared` (the team view, spec §2): for each team the caller is an active member of, the owner, the
 * caller's own role and access, and the team list read-only: names, e-mails, roles and statuses, newest first.
 * Withdrawn invitations, phones and everything else of the owner's account (billing, orders) stay private.
 */
export async function listSharedTeams(db: Db, userId: string): Promise<{ teams: SharedTeam[] }> {
  const places = await placesOf(db, userId);
  if (places.length === 0) return { teams: [] };
  const rows = await db
    .select({
      ownerId: teamMembers.userId,
      id: teamMembers.id,
      email: teamMembers.email,
      firstName: teamMembers.firstName,
      lastName: teamMembers.lastName,
      role: teamMembers.role,
      status: teamMembers.status,
    })
    .from(teamMembers)
    .where(
      and(
        inArray(
          teamMembers.userId,
          places.map((place) => place.ownerId),
        ),
        ne(teamMembers.status, 'revoked'),
      ),
    )
    .orderBy(desc(teamMembers.createdAt), desc(teamMembers.id));
  return {
    teams: places.map(({ ownerEmail, ownerFullName, ...place }) => ({
      ...place,
      ownerName: ownerNameOf({ id: place.ownerId, email: ownerEmail, fullName: ownerFullName?.trim() || null }),
      members: rows
        .filter((row) => row.ownerId === place.ownerId)
        .map(({ ownerId: _owner, status, ...member }) => ({ ...member, status: status as TeamMemberStatus })),
    })),
  };
}
