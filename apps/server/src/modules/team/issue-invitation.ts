import { TEAM_INVITATION_VALID_DAYS } from '@receptiva/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamInvitations } from '../../db/schema';
import { drizzleOutboxWriter } from '../../lib/mailer/outbox';
import { renderTeamInvitation } from '../../lib/mailer/team-templates';
import { getPublicSettings } from '../settings/settings.service';
import { createInvitationToken, invitationUrl } from './invitation-token';
import type { TeamMemberRow } from './team-member-view';

/** The links of a team row that still work (not accepted, not revoked) stop working now. */
export async function revokeOpenInvitations(db: Db, teamMemberId: string): Promise<void> {
  await db
    .update(teamInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(teamInvitations.teamMemberId, teamMemberId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
      ),
    );
}

export interface IssueInvitationParams {
  member: TeamMemberRow;
  inviterName: string;
  /** The inviter's language. */
  locale: string;
  publicUrl: string;
}

/**
 * Sends a team row's invitation (spec §7) with the caller's transaction: any earlier open link of the row stops
 * working, a new single-use token is stored as its hash only, and the e-mail carrying the token is queued.
 */
export async function issueInvitation(db: Db, params: IssueInvitationParams): Promise<{ expiresAt: Date }> {
  const { member } = params;
  await revokeOpenInvitations(db, member.id);
  const { token, tokenHash } = createInvitationToken();
  const [invitation] = await db
    .insert(teamInvitations)
    .values({
      teamMemberId: member.id,
      tokenHash,
      email: member.email,
      expiresAt: sql`now() + make_interval(days => ${TEAM_INVITATION_VALID_DAYS})`,
    })
    .returning({ expiresAt: teamInvitations.expiresAt });
  const settings = await getPublicSettings(db);
  await drizzleOutboxWriter(db)(
    renderTeamInvitation({
      to: member.email,
      firstName: member.firstName,
      inviterName: params.inviterName,
      brand: settings.brandName,
      locale: params.locale,
      access: { role: member.role, hasCrmAccess: member.hasGhlAccess, hasAiAccess: member.hasAiAccess },
      url: invitationUrl(params.publicUrl, token),
      validDays: TEAM_INVITATION_VALID_DAYS,
    }),
  );
  return { expiresAt: invitation!.expiresAt };
}
