import type { sendTeamInvitationSchema } from '@receptiva/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { validationFailed } from '../../lib/validation';
import { lockOwnedTeamMember } from './find-team-member';
import { issueInvitation } from './issue-invitation';
import { recordTeamAudit } from './team-audit';
import type { TeamCaller } from './team-caller';
import { inviterNameOf, loadCaller } from './team-people';

type SendTeamInvitationBody = z.output<typeof sendTeamInvitationSchema>;

/**
 * `POST /api/send-team-invitation` (spec §7). Only `teamMemberId` is trusted, and only when it names a row of the
 * caller's team; the e-mail must be that row's, and the inviter's name is always the caller's profile name, whatever
 * `inviterName` says. Sends (or sends again: earlier links stop working) the row's invitation.
 */
export async function sendTeamInvitation(db: Db, caller: TeamCaller, input: SendTeamInvitationBody) {
  return db.transaction(async (tx) => {
    const row = await lockOwnedTeamMember(tx, caller.userId, input.teamMemberId);
    if (row.email.toLowerCase() !== input.email.toLowerCase()) {
      throw validationFailed({ email: 'This is not the e-mail of that team member.' });
    }
    if (row.status === 'revoked') {
      throw new AppError('INVITATION_NOT_PENDING', 'This invitation was revoked; add the person again to invite them.');
    }
    const inviter = await loadCaller(tx, caller.userId);
    const { expiresAt } = await issueInvitation(tx, {
      member: row,
      inviterName: inviterNameOf(inviter),
      locale: caller.locale,
      publicUrl: caller.publicUrl,
    });
    await recordTeamAudit(tx, { ownerId: caller.userId, actor: inviter, action: 'team.invitation_sent', member: row });
    return { sent: true as const, expiresAt: expiresAt.toISOString() };
  });
}
