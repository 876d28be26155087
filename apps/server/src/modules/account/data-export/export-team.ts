import { asc, desc, eq, inArray } from 'drizzle-orm';
import { teamInvitations, teamMembers } from '../../../db/schema';
import { listSharedTeams } from '../../team/list-shared-teams.service';
import { toTeamMemberView } from '../../team/team-member-view';
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
    ownedTeam: rows.map((row) => {
      // The owner's list view of the row (its open link's expiry is in `invitations`), plus what the list leaves out.
      const { invitationExpiresAt: _openLink, ...member } = toTeamMemberView(row, null);
      return {
        ...member,
        permissions: row.permissions,
        updatedAt: iso(row.updatedAt),
        invitations: invitations
          .filter((invitation) => invitation.teamMemberId === row.id)
          .map((invitation) => ({
            email: invitation.email,
            sentAt: iso(invitation.sentAt),
            expiresAt: iso(invitation.expiresAt),
            acceptedAt: iso(invitation.acceptedAt),
            revokedAt: iso(invitation.revokedAt),
          })),
      };
    }),
    teamsJoined: (await listSharedTeams(db, subject.userId)).teams,
  };
};
