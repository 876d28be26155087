import type { AcceptInvitationResult } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMe, linkIn, pathAndQuery, readMailbox, signUpBody } from '../../../test/accounts';
import type { TestClient } from '../../../test/client';
import { useTestServer } from '../../../test/server';
import { rateLimits, teamInvitations, teamMembers } from '../../db/schema';
import {
  addMember,
  auditTrail,
  createOwner,
  createPerson,
  errorOf,
  invitationsOf,
  latestInvitationToken,
  newMember,
  readSharedTeams,
  readTeam,
  teamRowCounts,
} from '../team/team-test-helpers';

const accept = (client: TestClient, token: string) => client.post('/api/team-invitations/accept', { token });

describe('POST /api/team-invitations/accept', () => {
  const server = useTestServer();

  /** An owner's invitation to a new address, and that person signed up through the link's sign-up. */
  async function invitedNewcomer() {
    const owner = await createOwner(server());
    const { member } = await addMember(owner.client, newMember());
    const token = await latestInvitationToken(server(), member.email);
    const client = server().client();
    const body = signUpBody({ email: member.email, callbackURL: `/team-invitation?token=${token}` });
    expect((await client.post('/api/auth/sign-up/email', body)).status).toBe(200);
    const [confirmation] = await readMailbox(client, member.email);
    const landed = await client.get(pathAndQuery(linkIn(confirmation!.text)));
    expect(landed.headers.get('location')).toBe(`/team-invitation?token=${token}`);
    return { owner, member, token, client };
  }

  it('links the invited account once: the row becomes active, the link used, the owner sees it, access follows', async () => {
    const { owner, member, token, client } = await invitedNewcomer();
    const response = await accept(client, token);
    expect(response.status).toBe(200);
    expect((await response.json()) as AcceptInvitationResult).toEqual({
      ownerId: owner.userId,
      ownerName: 'Olivia Owner',
    });
    const me = await getMe(client);
    expect(me).toMatchObject({ hasTeamAccess: true, isMember: false, hasAiAccess: false });
    const [row] = await server().db.select().from(teamMembers).where(eq(teamMembers.id, member.id));
    expect(row).toMatchObject({ status: 'active', invitedUserId: me.user.id });
    const [invitation] = await invitationsOf(server(), member.id);
    expect(invitation).toMatchObject({ acceptedByUserId: me.user.id, revokedAt: null });
    expect(invitation!.acceptedAt).toBeInstanceOf(Date);
    expect((await auditTrail(server(), owner.userId)).at(-1)).toMatchObject({
      action: 'team.invitation_accepted',
      actorUserId: me.user.id,
      subjectLabel: member.email,
    });
    const list = await readTeam(owner.client);
    expect(list.members[0]).toMatchObject({ status: 'active', hasAccount: true, invitationExpiresAt: null });
    expect((await readSharedTeams(client))[0]!.ownerId).toBe(owner.userId);

    const again = await accept(client, token);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('INVITATION_USED');
  });

  it('accepts exactly once when two accepts of one link arrive together', async () => {
    const { owner, member, token, client } = await invitedNewcomer();
    const answers = await Promise.all([accept(client, token), accept(client.fork(), token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect((await errorOf(refused)).code).toBe('INVITATION_USED');
    const accepted = (await auditTrail(server(), owner.userId)).filter(
      (entry) => entry.action === 'team.invitation_accepted',
    );
    expect(accepted).toHaveLength(1);
    const rows = await server().db.select().from(teamMembers).where(eq(teamMembers.id, member.id));
    expect(rows).toHaveLength(1);
    expect((await invitationsOf(server(), member.id)).filter((invitation) => invitation.acceptedAt)).toHaveLength(1);
  });

  it('refuses another account, naming the invited address (403), and writes nothing', async () => {
    const owner = await createOwner(server());
    const { member } = await addMember(owner.client, newMember());
    const token = await latestInvitationToken(server(), member.email);
    const other = await createPerson(server());
    const before = await teamRowCounts(server());
    const response = await accept(other.client, token);
    expect(response.status).toBe(403);
    const error = await errorOf(response);
    expect(error.code).toBe('INVITATION_EMAIL_MISMATCH');
    expect(error.message).toContain(member.email);
    expect(await teamRowCounts(server())).toEqual(before);
    expect((await accept(owner.client, token)).status).toBe(403);
  });

  it('refuses an expired (410), revoked (410), replaced (410) or unknown (404) link, and writes nothing', async () => {
    const { owner, member, token, client } = await invitedNewcomer();
    const expect4xx = async (code: string, status: number) => {
      const before = await teamRowCounts(server());
      const response = await accept(client, token);
      expect(response.status, code).toBe(status);
      expect((await errorOf(response)).code).toBe(code);
      expect(await teamRowCounts(server())).toEqual(before);
    };
    await server()
      .db.update(teamInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(teamInvitations.teamMemberId, member.id));
    await expect4xx('INVITATION_EXPIRED', 410);

    await server()
      .db.update(teamInvitations)
      .set({ expiresAt: sql`now() + interval '1 day'` })
      .where(eq(teamInvitations.teamMemberId, member.id));
    await owner.client.post(`/api/team/${member.id}/resend-invitation`);
    await expect4xx('INVITATION_REVOKED', 410);

    const fresh = await latestInvitationToken(server(), member.email);
    await owner.client.post(`/api/team/${member.id}/revoke-invitation`);
    const revoked = await accept(client, fresh);
    expect(revoked.status).toBe(410);
    expect((await errorOf(revoked)).code).toBe('INVITATION_REVOKED');

    await owner.client.request(`/api/team/${member.id}`, { method: 'DELETE', json: {} });
    await expect4xx('INVITATION_NOT_FOUND', 404);
    const [row] = await server().db.select().from(teamMembers).where(eq(teamMembers.email, member.email));
    expect(row).toBeUndefined();
  });

  it('needs a session and a well-formed token', async () => {
    const owner = await createOwner(server());
    const { member } = await addMember(owner.client, newMember());
    const token = await latestInvitationToken(server(), member.email);
    const anonymous = await accept(server().client(), token);
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).code).toBe('UNAUTHORIZED');
    expect((await owner.client.post('/api/team-invitations/accept', {})).status).toBe(400);
    expect((await accept(owner.client, 'bad token!')).status).toBe(400);
  });

  it('limits accepts per IP: 429 RATE_LIMITED beyond the window', async () => {
    const person = await createPerson(server());
    await server()
      .db.insert(rateLimits)
      .values({ key: 'team-invitation-accept:ip:127.0.0.1', count: 30, resetAt: sql`now() + interval '5 minutes'` })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: 30 } });
    const response = await accept(person.client, 'A'.repeat(43));
    expect(response.status).toBe(429);
    expect((await errorOf(response)).code).toBe('RATE_LIMITED');
  });
});
