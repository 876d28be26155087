import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { useTestServer } from '../../../test/server';
import { profiles, rateLimits, teamInvitations } from '../../db/schema';
import {
  addMember,
  createOwner,
  createPerson,
  errorOf,
  latestInvitationToken,
  newMember,
  previewInvitation,
} from '../team/team-test-helpers';

const preview = (client: TestClient, token: string) => client.post('/api/team-invitations/preview', { token });

describe('POST /api/team-invitations/preview (public)', () => {
  const server = useTestServer();

  it('shows a signed-out visitor who invited which e-mail to what, until when, and that no account exists yet', async () => {
    const owner = await createOwner(server());
    const added = await addMember(owner.client, newMember({ role: 'viewer', hasAiAccess: true, hasCrmAccess: false }));
    const token = await latestInvitationToken(server(), added.member.email);

    const response = await preview(server().client(), token);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      state: 'valid',
      email: added.member.email,
      inviterName: 'Olivia Owner',
      firstName: 'Tom',
      role: 'viewer',
      hasCrmAccess: false,
      hasAiAccess: true,
      expiresAt: added.member.invitationExpiresAt,
      hasAccount: false,
    });
  });

  it("says an account exists for a linked person's invitation, and names 'Someone' without an inviter name", async () => {
    const owner = await createOwner(server());
    await server().db.update(profiles).set({ fullName: '  ' }).where(eq(profiles.userId, owner.userId));
    const person = await createPerson(server());
    await addMember(owner.client, newMember({ email: person.email, hasAiAccess: true }));
    const token = await latestInvitationToken(server(), person.email);
    expect(await previewInvitation(server().client(), token)).toMatchObject({
      hasAccount: true,
      inviterName: 'Someone',
    });
  });

  it('says expired once the 7 days are over, revoked when withdrawn or replaced, used once accepted', async () => {
    const owner = await createOwner(server());
    const expired = await addMember(owner.client, newMember());
    const expiredToken = await latestInvitationToken(server(), expired.member.email);
    await server()
      .db.update(teamInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(teamInvitations.teamMemberId, expired.member.id));
    expect((await previewInvitation(server().client(), expiredToken)).state).toBe('expired');

    const revoked = await addMember(owner.client, newMember());
    const revokedToken = await latestInvitationToken(server(), revoked.member.email);
    await owner.client.post(`/api/team/${revoked.member.id}/revoke-invitation`);
    expect((await previewInvitation(server().client(), revokedToken)).state).toBe('revoked');

    const person = await createPerson(server());
    const used = await addMember(owner.client, newMember({ email: person.email, hasAiAccess: true }));
    const usedToken = await latestInvitationToken(server(), used.member.email);
    expect((await person.client.post('/api/team-invitations/accept', { token: usedToken })).status).toBe(200);
    expect((await previewInvitation(server().client(), usedToken)).state).toBe('used');
  });

  it('answers 404 INVITATION_NOT_FOUND for an unknown token or a removed member, 400 for a malformed one', async () => {
    const owner = await createOwner(server());
    const { member } = await addMember(owner.client, newMember());
    const token = await latestInvitationToken(server(), member.email);
    await owner.client.request(`/api/team/${member.id}`, { method: 'DELETE', json: {} });
    for (const unknown of [token, 'A'.repeat(43)]) {
      const response = await preview(server().client(), unknown);
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe('INVITATION_NOT_FOUND');
    }
    for (const bad of ['', 'short', 'x'.repeat(43).replace('x', '+'), 'y'.repeat(201)]) {
      expect((await preview(server().client(), bad)).status, bad).toBe(400);
    }
  });

  it('limits previews per IP: 429 RATE_LIMITED beyond the window', async () => {
    const address = '198.51.100.7';
    await server()
      .db.insert(rateLimits)
      .values({ key: `team-invitation-preview:ip:${address}`, count: 120, resetAt: sql`now() + interval '5 minutes'` });
    const response = await preview(server().client(address), 'A'.repeat(43));
    expect(response.status).toBe(429);
    expect((await errorOf(response)).code).toBe('RATE_LIMITED');
    expect((await preview(server().client(), 'A'.repeat(43))).status).toBe(404);
  });
});
