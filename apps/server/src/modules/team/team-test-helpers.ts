import type {
  AddTeamMemberInput,
  AddTeamMemberResult,
  InvitationPreview,
  SharedTeam,
  TeamAuditPage,
  TeamList,
} from '@receptiva/shared';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getMe, signUpAndConfirm, uniqueEmail } from '../../../test/accounts';
import { grantPaidMembership } from '../../../test/actors';
import type { TestClient } from '../../../test/client';
import type { TestServer } from '../../../test/server';
import { auditLog, emailOutbox, teamInvitations, teamMembers } from '../../db/schema';

export interface TestPerson {
  client: TestClient;
  email: string;
  userId: string;
}

/** A confirmed account (Ada Lovelace unless told otherwise), signed in. */
export async function createPerson(server: TestServer, overrides: Record<string, unknown> = {}): Promise<TestPerson> {
  const { client, email } = await signUpAndConfirm(server, overrides);
  return { client, email, userId: (await getMe(client)).user.id };
}

/** A paying member: the owner of a team. */
export async function createOwner(server: TestServer, overrides: Record<string, unknown> = {}): Promise<TestPerson> {
  const owner = await createPerson(server, {
    firstName: 'Olivia',
    lastName: 'Owner',
    name: 'Olivia Owner',
    ...overrides,
  });
  await grantPaidMembership(server, owner.userId, owner.email);
  return owner;
}

export const newMember = (overrides: Partial<AddTeamMemberInput> = {}): AddTeamMemberInput => ({
  firstName: 'Tom',
  lastName: 'Teammate',
  email: uniqueEmail('teammate'),
  ...overrides,
});

export async function addMember(client: TestClient, body: AddTeamMemberInput): Promise<AddTeamMemberResult> {
  const response = await client.post('/api/team', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as AddTeamMemberResult;
}

export const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

/** The e-mails queued for an address, oldest first, with their kind and language. */
export async function outboxFor(server: TestServer, to: string) {
  return server.db
    .select({
      kind: emailOutbox.kind,
      locale: emailOutbox.locale,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      html: emailOutbox.html,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to.toLowerCase()))
    .orderBy(asc(emailOutbox.createdAt));
}

/** The token of the newest invitation e-mail sent to an address, read from its link as the invitee would. */
export async function latestInvitationToken(server: TestServer, to: string): Promise<string> {
  const invitations = (await outboxFor(server, to)).filter((mail) => mail.kind === 'team-invitation');
  const link = invitations.at(-1)?.text.match(/https?:\/\/\S+\/team-invitation\?token=([A-Za-z0-9_-]+)/);
  if (!link) throw new Error(`no invitation e-mail to ${to}`);
  return link[1]!;
}

/** The owner's trail, oldest first: action and subject. */
export async function auditTrail(server: TestServer, ownerId: string) {
  return server.db
    .select({
      action: auditLog.action,
      actorUserId: auditLog.actorUserId,
      actorLabel: auditLog.actorLabel,
      subjectLabel: auditLog.subjectLabel,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .where(eq(auditLog.accountUserId, ownerId))
    .orderBy(asc(auditLog.createdAt));
}

export async function readAuditPage(client: TestClient, page = 1): Promise<TeamAuditPage> {
  const response = await client.get(`/api/team/audit?page=${page}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TeamAuditPage;
}

/** How many rows the team feature holds, to show a refused request wrote nothing. */
export async function teamRowCounts(server: TestServer) {
  const counted = async (table: typeof teamMembers | typeof teamInvitations | typeof auditLog | typeof emailOutbox) =>
    Number((await server.db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    members: await counted(teamMembers),
    invitations: await counted(teamInvitations),
    audit: await counted(auditLog),
    outbox: await counted(emailOutbox),
  };
}

export async function invitationsOf(server: TestServer, teamMemberId: string) {
  return server.db
    .select()
    .from(teamInvitations)
    .where(eq(teamInvitations.teamMemberId, teamMemberId))
    .orderBy(desc(teamInvitations.createdAt));
}

export async function teamRow(server: TestServer, ownerId: string, email: string) {
  const [row] = await server.db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, ownerId), eq(teamMembers.email, email.toLowerCase())));
  return row;
}

/** `GET /api/team` as the owner sees it. */
export async function readTeam(client: TestClient): Promise<TeamList> {
  const response = await client.get('/api/team');
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TeamList;
}

/** `GET /api/team/shared`: the teams the caller belongs to. */
export async function readSharedTeams(client: TestClient): Promise<SharedTeam[]> {
  const response = await client.get('/api/team/shared');
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { teams: SharedTeam[] }).teams;
}

/** What the public invitation page learns from a token. */
export async function previewInvitation(client: TestClient, token: string): Promise<InvitationPreview> {
  const response = await client.post('/api/team-invitations/preview', { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as InvitationPreview;
}
