import type { TeamMember } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { lockOwnedTeamMember } from './find-team-member';
import { revokeOpenInvitations } from './issue-invitation';
import { recordTeamAudit } from './team-audit';
import { getTeamMemberView, type TeamMemberRow } from './team-member-view';
import { loadCaller } from './team-people';

/** Resend and revoke act on a pending invitation only: not on an active member, nor one already revoked. */
export function assertInvitationPending(row: TeamMemberRow): void {
  if (row.status !== 'invited') {
    throw new AppError('INVITATION_NOT_PENDING', 'This person has no pending invitation.');
  }
}

/** `POST /api/team/{memberId}/revoke-invitation`: the row becomes `revoked` and its links stop working at once. */
export async function revokeInvitation(
  db: Db,
  params: { ownerId: string; memberId: string },
): Promise<{ member: TeamMember }> {
  return db.transaction(async (tx) => {
    const row = await lockOwnedTeamMember(tx, params.ownerId, params.memberId);
    assertInvitationPending(row);
    await tx.update(teamMembers).set({ status: 'revoked', updatedAt: sql`now()` }).where(eq(teamMembers.id, row.id));
    await revokeOpenInvitations(tx, row.id);
    const actor = await loadCaller(tx, params.ownerId);
    await recordTeamAudit(tx, { ownerId: params.ownerId, actor, action: 'team.invitation_revoked', member: row });
    return { member: await getTeamMemberView(tx, params.ownerId, row.id) };
  });
}
