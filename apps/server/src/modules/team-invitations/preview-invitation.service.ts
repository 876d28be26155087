import type { InvitationPreview } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { findPerson, inviterNameOf } from '../team/team-people';
import { findInvitation, invitationState } from './find-invitation';

/**
 * `POST /api/team-invitations/preview` (public): what a link offers and whether it still works, so the page can
 * say who invited whom to what, and offer sign-up or sign-in for the invited address.
 */
export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const found = await findInvitation(db, token);
  const { invitation, member } = found;
  const [inviter, [account]] = await Promise.all([
    findPerson(db, member.userId),
    db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, invitation.email.toLowerCase()))
      .limit(1),
  ]);
  return {
    state: invitationState(found),
    email: invitation.email,
    inviterName: inviterNameOf(inviter),
    firstName: member.firstName,
    role: member.role,
    hasCrmAccess: member.hasGhlAccess,
    hasAiAccess: member.hasAiAccess,
    expiresAt: invitation.expiresAt.toISOString(),
    hasAccount: account !== undefined,
  };
}
