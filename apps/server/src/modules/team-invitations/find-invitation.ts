import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamInvitations, teamMembers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashInvitationToken } from '../team/invitation-token';

export type InvitationState = 'valid' | 'expired' | 'revoked' | 'used';

export const invitationNotFound = () =>
  new AppError('INVITATION_NOT_FOUND', 'This invitation link is not valid. It may have been mistyped or removed.');

/** A link found by its token's hash (the token itself is never stored), with its team row. */
export async function findInvitation(db: Db, token: string) {
  const [found] = await db
    .select({ invitation: teamInvitations, member: teamMembers })
    .from(teamInvitations)
    .innerJoin(teamMembers, eq(teamMembers.id, teamInvitations.teamMemberId))
    .where(eq(teamInvitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  if (!found) throw invitationNotFound();
  return found;
}

/**
 * Used once accepted; revoked when withdrawn, replaced by a newer link, or its row was revoked; expired after its
 * 7 days; otherwise valid.
 */
export function invitationState(found: Awaited<ReturnType<typeof findInvitation>>, now = new Date()): InvitationState {
  const { invitation, member } = found;
  if (invitation.acceptedAt) return 'used';
  if (invitation.revokedAt || member.status === 'revoked') return 'revoked';
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}
