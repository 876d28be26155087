import { asc, desc, eq, inArray } from 'drizzle-orm';
import { teamInvitations, teamMembers } from '../../../db/schema';
import { listSharedTeams } from '../../team/list-shared-teams.service';
import { type ExportSection, iso } from './export-types';

/**
 * `team.json`: the rows of the team the caller owns, as they wrote them, with when each invitation was sent,
 * accepted, withdrawn or expired (never a link's token or its hash); and the teams the caller belongs to, exactly as
 * the team view shows them to a member (names, e-mails, roles and statuses: no phones of the other members).
 */
export const exportTeam: ExportSection = async (db, subject) => {
  const rows = await db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.userId, subject.userId))
    .orderBy(asc(teamMembers.createdAt), asc(teamMembers.id));
  const invitations =
    rows.length === 0
      ? []
      : await db
          .select({
            teamMemberId: teamInvitations.teamMemberId,
            email: teamInvitations.email,
            sentAt: teamInvitations.createdAt,
            expiresAt: teamInvitations.expiresAt,
            acceptedAt: teamInvitations.acceptedAt,
            revokedAt: teamInvitations.revokedAt,
          })
          .from(teamInvitations)
          .where(
            inArray(
              teamInvitations.teamMemberId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(desc(teamInvitations.createdAt));

  return {
    ownedTeam: rows.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      role: row.role,
      permissions: row.permissions,
      hasCrmAccess: row.hasGhlAccess,
      hasAiAccess: row.hasAiAccess,
      status: row.status,
      hasAccount: row.invitedUserId !== null,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      invitations: invitations
        .filter((invitation) => invitation.teamMemberId === row.id)
        .map(({ teamMemberId: _member, ...invitation }) => ({
          email: invitation.email,
          sentAt: iso(invitation.sentAt),
          expiresAt: iso(invitation.expiresAt),
          acceptedAt: iso(invitation.acceptedAt),
          revokedAt: iso(invitation.revokedAt),
        })),
    })),
    teamsJoined: (await listSharedTeams(db, subject.userId)).teams,
  };
};
