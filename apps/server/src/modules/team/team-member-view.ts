import type { TeamMember, TeamMemberStatus } from '@receptiva/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamInvitations, teamMembers } from '../../db/schema';

export type TeamMemberRow = typeof teamMembers.$inferSelect;

/**
 * When the newest link that is neither accepted nor revoked stops working (possibly already past), else null.
 * Written out: drizzle leaves columns unqualified in a one-table select, which would bind `id` to the inner table.
 */
const openInvitationExpiry = sql<Date | null>`(
  select i.expires_at from team_invitations i
  where i.team_member_id = "team_members"."id" and i.accepted_at is null and i.revoked_at is null
  order by i.created_at desc limit 1)`.mapWith(teamInvitations.expiresAt);

export function toTeamMemberView(row: TeamMemberRow, invitationExpiresAt: Date | null): TeamMember {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    role: row.role,
    hasCrmAccess: row.hasGhlAccess,
    hasAiAccess: row.hasAiAccess,
    status: row.status as TeamMemberStatus,
    hasAccount: row.invitedUserId !== null,
    invitationExpiresAt: invitationExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Team rows as the owner's list shows them, newest first. */
export async function selectTeamMemberViews(db: Db, where: SQL | undefined): Promise<TeamMember[]> {
  const rows = await db
    .select({ row: teamMembers, invitationExpiresAt: openInvitationExpiry })
    .from(teamMembers)
    .where(where)
    .orderBy(desc(teamMembers.createdAt), desc(teamMembers.id));
  return rows.map(({ row, invitationExpiresAt }) => toTeamMemberView(row, invitationExpiresAt));
}

/** One row of the owner's team, as the list shows it (after a change). */
export async function getTeamMemberView(db: Db, ownerId: string, memberId: string): Promise<TeamMember> {
  const [view] = await selectTeamMemberViews(db, and(eq(teamMembers.userId, ownerId), eq(teamMembers.id, memberId)));
  if (!view) throw new Error(`team member ${memberId} vanished inside its own transaction`);
  return view;
}
