import type { Db } from '../../db/client';
import { lockOwnedTeamMember } from './find-team-member';
import { issueInvitation } from './issue-invitation';
import { assertInvitationPending } from './revoke-invitation.service';
import { recordTeamAudit } from './team-audit';
import type { TeamCaller } from './team-caller';
import { inviterNameOf, loadCaller } from './team-people';

/** `POST /api/team/{memberId}/resend-invitation`: a new link for a pending invitation; the previous one stops working. */
export async function resendInvitation(db: Db, caller: TeamCaller, memberId: string) {
  return db.transaction(async (tx) => {
    const row = await lockOwnedTeamMember(tx, caller.userId, memberId);
    assertInvitationPending(row);
    const inviter = await loadCaller(tx, caller.userId);
    const { expiresAt } = await issueInvitation(tx, {
      member: row,
      inviterName: inviterNameOf(inviter),
      locale: caller.locale,
      publicUrl: caller.publicUrl,
    });
    await recordTeamAudit(tx, {
      ownerId: caller.userId,
      actor: inviter,
      action: 'team.invitation_resent',
      member: row,
    });
    return { sent: true as const, expiresAt: expiresAt.toISOString() };
  });
}
