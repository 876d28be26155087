import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/server';
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
  teamRowCounts,
} from './team-test-helpers';

const sendBody = (member: { id: string; email: string }, overrides: Record<string, unknown> = {}) => ({
  teamMemberId: member.id,
  email: member.email,
  firstName: 'Tom',
  lastName: 'Teammate',
  inviterName: 'Somebody Else Entirely',
  hasAiAccess: true,
  ...overrides,
});

describe('POST /api/send-team-invitation (spec §7)', () => {
  const server = useTestServer();

  it("sends the row's invitation again, with the inviter's profile name whatever the body says", async () => {
    const owner = await createOwner(server());
    const { member } = await addMember(owner.client, newMember());
    const firstToken = await latestInvitationToken(server(), member.email);

    const response = await owner.client.post('/api/send-team-invitation', {
      ...sendBody(member, { email: member.email.toUpperCase() }),
      locale: 'es',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sent: true, expiresAt: expect.any(String) });
    const mails = await outboxFor(server(), member.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.locale).toBe('es');
    expect(mails[1]!.text).toContain('Olivia Owner te ha invitado');
    expect(mails[1]!.text).not.toContain('Somebody Else Entirely');
    // The row, not the body, says what access is granted.
    expect(mails[1]!.text).toContain('Acceso al asistente de IA: No');
    expect(await latestInvitationToken(server(), member.email)).not.toBe(firstToken);
    const [newest, previous] = await invitationsOf(server(), member.id);
    expect([newest!.revokedAt, previous!.revokedAt !== null]).toEqual([null, true]);
    expect((await auditTrail(server(), owner.userId)).at(-1)).toMatchObject({ action: 'team.invitation_sent' });
  });

  it('sends an invitation for an active member too (the AI access case of spec §4)', async () => {
    const owner = await createOwner(server());
    const person = await createPerson(server());
    const { member } = await addMember(owner.client, newMember({ email: person.email }));
    expect((await owner.client.post('/api/send-team-invitation', sendBody(member))).status).toBe(200);
    const kinds = (await outboxFor(server(), person.email))
      .map((mail) => mail.kind)
      .filter((k) => k.startsWith('team'));
    expect(kinds).toEqual(['team-added', 'team-invitation']);
  });

  it("refuses another e-mail than the row's (400, field email), another owner's row (404) and a revoked row (409)", async () => {
    const owner = await createOwner(server());
    const other = await createOwner(server());
    const { member } = await addMember(owner.client, newMember());
    const revoked = await addMember(owner.client, newMember());
    await owner.client.post(`/api/team/${revoked.member.id}/revoke-invitation`);
    const before = await teamRowCounts(server());

    const mismatch = await owner.client.post('/api/send-team-invitation', sendBody(member, { email: 'x@example.com' }));
    expect(mismatch.status).toBe(400);
    const error = await errorOf(mismatch);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toEqual(['email']);

    const foreign = await other.client.post('/api/send-team-invitation', sendBody(member));
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).code).toBe('NOT_FOUND');
    expect(
      (await owner.client.post('/api/send-team-invitation', sendBody({ ...member, id: crypto.randomUUID() }))).status,
    ).toBe(404);

    const gone = await owner.client.post('/api/send-team-invitation', sendBody(revoked.member));
    expect(gone.status).toBe(409);
    expect((await errorOf(gone)).code).toBe('INVITATION_NOT_PENDING');
    expect(await teamRowCounts(server())).toEqual(before);
  });

  it('is for paying members: 401 signed out, 403 for a non-member; bad bodies are 400', async () => {
    const owner = await createOwner(server());
    const { member } = await addMember(owner.client, newMember());
    const nonMember = await createPerson(server());
    const before = await teamRowCounts(server());
    expect((await server().client().post('/api/send-team-invitation', sendBody(member))).status).toBe(401);
    const refused = await nonMember.client.post('/api/send-team-invitation', sendBody(member));
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('MEMBERSHIP_REQUIRED');
    for (const body of [{}, sendBody(member, { teamMemberId: 'nope' }), sendBody(member, { email: 'nope' })]) {
      expect((await owner.client.post('/api/send-team-invitation', body)).status).toBe(400);
    }
    expect(await teamRowCounts(server())).toEqual(before);
  });
});
