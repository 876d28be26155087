import type { AddTeamMemberResult, addTeamMemberSchema } from '@receptiva/shared';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { drizzleOutboxWriter } from '../../lib/mailer/outbox';
import { renderTeamAdded } from '../../lib/mailer/team-templates';
import { isUniqueViolation } from '../../lib/unique-violation';
import { getPublicSettings, getTeamMemberLimit } from '../settings/settings.service';
import { issueInvitation } from './issue-invitation';
import { recordTeamAudit } from './team-audit';
import type { TeamCaller } from './team-caller';
import { getTeamMemberView, type TeamMemberRow } from './team-member-view';
import { findAccountByEmail, inviterNameOf, loadCaller, type TeamPerson } from './team-people';

type AddTeamMemberBody = z.output<typeof addTeamMemberSchema>;

const OWNER_EMAIL_INDEX = 'team_members_owner_email_key';

const alreadyOnTeam = () =>
  new AppError('TEAM_MEMBER_EXISTS', 'This e-mail is already on your team.', {
    email: 'This e-mail is already on your team.',
  });

/** Adds to one owner's team queue up (limit and duplicate checks see each other's rows). */
async function lockTeam(db: Db, ownerId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`team:${ownerId}`}, 0))`);
}

/**
 * Refuses an e-mail already on the team and a full team. A withdrawn (revoked) invitation is not on the team: adding
 * the person again replaces that row, whose links were already dead.
 */
async function assertRoomFor(db: Db, ownerId: string, email: string) {
  const [existing] = await db
    .select({ id: teamMembers.id, status: teamMembers.status })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, ownerId), eq(sql`lower(${teamMembers.email})`, email)))
    .limit(1);
  if (existing?.status === 'revoked') await db.delete(teamMembers).where(eq(teamMembers.id, existing.id));
  else if (existing) throw alreadyOnTeam();
  const [held] = await db
    .select({ n: count() })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, ownerId), ne(teamMembers.status, 'revoked')));
  const limit = await getTeamMemberLimit(db);
  if (Number(held?.n ?? 0) >= limit) {
    throw new AppError('TEAM_LIMIT_REACHED', `Your team already has ${limit} members, the most it can hold.`);
  }
}

/** The notice to someone whose existing account was added to the team at once (spec §4). */
async function queueAddedNotice(db: Db, member: TeamMemberRow, inviter: TeamPerson, caller: TeamCaller) {
  const settings = await getPublicSettings(db);
  await drizzleOutboxWriter(db)(
    renderTeamAdded({
      to: member.email,
      firstName: member.firstName,
      inviterName: inviterNameOf(inviter),
      brand: settings.brandName,
      locale: caller.locale,
      access: { role: member.role, hasCrmAccess: member.hasGhlAccess, hasAiAccess: member.hasAiAccess },
      url: `${caller.publicUrl}/dashboard`,
    }),
  );
}

async function addInTransaction(db: Db, caller: TeamCaller, input: AddTeamMemberBody): Promise<AddTeamMemberResult> {
  const email = input.email.toLowerCase();
  await lockTeam(db, caller.userId);
  await assertRoomFor(db, caller.userId, email);
  const account = await findAccountByEmail(db, email);
  const [member] = await db
    .insert(teamMembers)
    .values({
      userId: caller.userId,
      invitedUserId: account?.userId ?? null,
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone || null,
      role: input.role,
      permissions: [],
      hasGhlAccess: input.hasCrmAccess,
      hasAiAccess: input.hasAiAccess,
      status: account ? 'active' : 'invited',
    })
    .returning();
  const inviter = await loadCaller(db, caller.userId);
  const audit = { ownerId: caller.userId, actor: inviter, member: member! };
  await recordTeamAudit(db, { ...audit, action: 'team.member_added' });
  if (account) {
    await recordTeamAudit(db, { ...audit, action: 'team.member_linked' });
    await queueAddedNotice(db, member!, inviter, caller);
  }
  // Spec §4: a person without an account is invited; one with an account still gets an invitation for AI access.
  const invitationSent = !account || member!.hasAiAccess;
  if (invitationSent) {
    await issueInvitation(db, {
      member: member!,
      inviterName: inviterNameOf(inviter),
      locale: caller.locale,
      publicUrl: caller.publicUrl,
    });
    await recordTeamAudit(db, { ...audit, action: 'team.invitation_sent' });
  }
  return {
    member: await getTeamMemberView(db, caller.userId, member!.id),
    outcome: account ? 'linked' : 'invited',
    invitationSent,
  };
}

/**
 * `POST /api/team` (spec §4): in one transaction, refuse the owner's own e-mail, an e-mail already on the team and
 * a full team; then link an existing account at once (status active) or invite the person (status invited). The
 * e-mails are queued with the rows, so a refusal leaves nothing behind.
 */
export async function addTeamMember(db: Db, caller: TeamCaller, input: AddTeamMemberBody) {
  if (input.email.toLowerCase() === caller.email.toLowerCase()) {
    throw new AppError('TEAM_SELF_INVITE', 'You cannot add your own e-mail to your team.', {
      email: 'You cannot add your own e-mail to your team.',
    });
  }
  try {
    return await db.transaction((tx) => addInTransaction(tx, caller, input));
  } catch (error) {
    if (isUniqueViolation(error, OWNER_EMAIL_INDEX)) throw alreadyOnTeam();
    throw error;
  }
}
