import type { AcceptInvitationResult } from '@receptiva/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamInvitations, teamMembers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordTeamAudit } from '../team/team-audit';
import { findPerson, loadCaller, ownerNameOf } from '../team/team-people';
import { findInvitation, type InvitationState, invitationNotFound, invitationState } from './find-invitation';

const REFUSALS: Record<Exclude<InvitationState, 'valid'>, () => AppError> = {
  used: () => new AppError('INVITATION_USED', 'This invitation has already been accepted.'),
  revoked: () => new AppError('INVITATION_REVOKED', 'This invitation was withdrawn by the person who sent it.'),
  expired: () =>
    new AppError('INVITATION_EXPIRED', 'This invitation has expired. Ask the person who invited you for a new one.'),
};

async function assertUsable(db: Db, token: string) {
  const found = await findInvitation(db, token);
  const state = invitationState(found);
  if (state !== 'valid') throw REFUSALS[state]();
  return found;
}

/**
 * Claims the link once: one conditional UPDATE that only an open, unexpired link matches, after locking its team row
 * (the order every team change takes, so a concurrent revoke or removal queues instead of deadlocking). Of two
 * simultaneous accepts one matches and the other finds the link used.
 */
async function claim(tx: Db, token: string, invitationId: string, memberId: string, userId: string) {
  const [member] = await tx.select().from(teamMembers).where(eq(teamMembers.id, memberId)).for('update');
  // Removed meanwhile: its links went with it.
  if (!member) throw invitationNotFound();
  const [claimed] = await tx
    .update(teamInvitations)
    .set({ acceptedAt: sql`now()`, acceptedByUserId: userId })
    .where(
      and(
        eq(teamInvitations.id, invitationId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
        gt(teamInvitations.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: teamInvitations.id });
  if (!claimed || member.status === 'revoked') {
    await assertUsable(tx, token);
    throw REFUSALS.used();
  }
  const [linked] = await tx
    .update(teamMembers)
    .set({ invitedUserId: userId, status: 'active', updatedAt: sql`now()` })
    .where(eq(teamMembers.id, memberId))
    .returning();
  return linked!;
}

/**
 * `POST /api/team-invitations/accept`: the signed-in person whose e-mail the invitation was sent to joins the team
 * (the row is linked to their account and becomes active), once.
 */
export async function acceptInvitation(
  db: Db,
  user: { id: string; email: string },
  token: string,
): Promise<AcceptInvitationResult> {
  const { invitation } = await assertUsable(db, token);
  if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError(
      'INVITATION_EMAIL_MISMATCH',
      `This invitation was sent to ${invitation.email}. Sign in with that address to accept it.`,
    );
  }
  const member = await db.transaction(async (tx) => {
    const linked = await claim(tx, token, invitation.id, invitation.teamMemberId, user.id);
    const actor = await loadCaller(tx, user.id);
    await recordTeamAudit(tx, { ownerId: linked.userId, actor, action: 'team.invitation_accepted', member: linked });
    return linked;
  });
  return { ownerId: member.userId, ownerName: ownerNameOf(await findPerson(db, member.userId)) };
}
