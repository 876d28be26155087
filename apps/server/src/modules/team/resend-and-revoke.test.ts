import type { TeamMember } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/server';
import { teamInvitations } from '../../db/schema';
import {
  addMember,
  auditTrail,
  createOwner,
  createPerson,
  errorOf,
  invitationsOf,
  latestInvitationToken,
  newMember,
  outboxFor,
  previewInvitation,
  readTeam,
  teamRowCounts,
} from './team-test-helpers';

describe('resending and revoking a pending invitation', () => {
  const server = useTestServer();

  it('resends a new link valid for 7 days; the previous link stops working', async () => {
    const owner = await createOwner(server());
    const body = newMember();
    const { member } = await addMember(owner.client, body);
    const firstToken = await latestInvitationToken(server(), body.email);
    await server()
      .db.update(teamInvitations)
      .set({ expiresAt: sql`now() + interval '1 day'` })
      .where(eq(teamInvitations.teamMemberId, member.id));

    const response = await owner.client.post(`/api/team/${member.id}/resend-invitation`);
    expect(response.status).toBe(200);
    const sent = (await response.json()) as { sent: true; expiresAt: string };
    expect(sent.sent).toBe(true);
    expect(new Date(sent.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const secondToken = await latestInvitationToken(server(), body.email);
    expect(secondToken).not.toBe(firstToken);
    expect((await outboxFor(server(), body.email)).map((mail) => mail.kind)).toEqual([
      'team-invitation',
      'team-invitation',
    ]);
    const [newest, previous] = await invitationsOf(server(), member.id);
    expect(previous!.revokedAt).not.toBeNull();
    expect(newest!.revokedAt).toBeNull();
    expect((await previewInvitation(server().client(), firstToken)).state).toBe('revoked');
    expect((await previewInvitation(server().client(), secondToken)).state).toBe('valid');
    const list = await readTeam(owner.client);
    expect(list.members[0]!.invitationExpiresAt).toBe(sent.expiresAt);
    expect((await auditTrail(server(), owner.userId)).at(-1)).toMatchObject({ action: 'team.invitation_resent' });
  });

  it('revokes: the row becomes revoked, every link stops working, and it cannot be resent or revoked again', async () => {
    const owner = await createOwner(server());
    const body = newMember();
    const { member } = await addMember(owner.client, body);
    const token = await latestInvitationToken(server(), body.email);

    const response = await owner.client.post(`/api/team/${member.id}/revoke-invitation`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { member: TeamMember }).member).toMatchObject({
      status: 'revoked',
      invitationExpiresAt: null,
    });
    expect((await previewInvitation(server().client(), token)).state).toBe('revoked');
    expect((await auditTrail(server(), owner.userId)).at(-1)).toMatchObject({
      action: 'team.invitation_revoked',
      subjectLabel: body.email,
    });

    const before = await teamRowCounts(server());
    for (const action of ['resend-invitation', 'revoke-invitation']) {
      const again = await owner.client.post(`/api/team/${member.id}/${action}`);
      expect(again.status).toBe(409);
      expect((await errorOf(again)).code).toBe('INVITATION_NOT_PENDING');
    }
    expect(await teamRowCounts(server())).toEqual(before);
  });

  it('refuses both for an active member (409), and keeps them to the owner (404 for another owner)', async () => {
    const owner = await createOwner(server());
    const other = await createOwner(server());
    const person = await createPerson(server());
    const active = await addMember(owner.client, newMember({ email: person.email }));
    const pending = await addMember(owner.client, newMember());
    const before = await teamRowCounts(server());
    for (const action of ['resend-invitation', 'revoke-invitation']) {
      const response = await owner.client.post(`/api/team/${active.member.id}/${action}`);
      expect(response.status).toBe(409);
      expect((await errorOf(response)).code).toBe('INVITATION_NOT_PENDING');
      expect((await other.client.post(`/api/team/${pending.member.id}/${action}`)).status).toBe(404);
      expect((await person.client.post(`/api/team/${pending.member.id}/${action}`)).status).toBe(403);
    }
    expect(await teamRowCounts(server())).toEqual(before);
  });
});
