import type { TeamMember } from '@receptiva/shared';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/server';
import {
  addMember,
  auditTrail,
  createOwner,
  createPerson,
  errorOf,
  newMember,
  teamRowCounts,
} from './team-test-helpers';

const patch = (client: { request: (path: string, options: object) => Promise<Response> }, id: string, json: unknown) =>
  client.request(`/api/team/${id}`, { method: 'PATCH', json });

describe('PATCH /api/team/{memberId}', () => {
  const server = useTestServer();

  it('changes only the fields sent, and the audit entry names each changed field with before and after', async () => {
    const owner = await createOwner(server());
    const { member } = await addMember(owner.client, newMember({ phone: '+1 555 0100' }));
    const response = await patch(owner.client, member.id, {
      role: 'manager',
      hasAiAccess: true,
      hasCrmAccess: true,
      firstName: 'Tom',
      phone: '',
    });
    expect(response.status).toBe(200);
    const updated = ((await response.json()) as { member: TeamMember }).member;
    expect(updated).toMatchObject({
      ...member,
      role: 'manager',
      hasAiAccess: true,
      phone: null,
      invitationExpiresAt: member.invitationExpiresAt,
    });
    const entries = await auditTrail(server(), owner.userId);
    expect(entries.at(-1)).toMatchObject({
      action: 'team.member_updated',
      actorUserId: owner.userId,
      actorLabel: `Olivia Owner (${owner.email})`,
      subjectLabel: member.email,
      changes: {
        role: { from: 'agent', to: 'manager' },
        hasAiAccess: { from: false, to: true },
        phone: { from: '+1 555 0100', to: null },
      },
    });
  });

  it('writes nothing, not even an audit entry, when nothing changes', async () => {
    const owner = await createOwner(server());
    const { member } = await addMember(owner.client, newMember());
    const before = await teamRowCounts(server());
    const response = await patch(owner.client, member.id, { role: 'agent', firstName: member.firstName });
    expect(response.status).toBe(200);
    expect(await teamRowCounts(server())).toEqual(before);
  });

  it('gives the AI flag to an active member at once, and takes it away at once', async () => {
    const owner = await createOwner(server());
    const person = await createPerson(server());
    const { member } = await addMember(owner.client, newMember({ email: person.email }));
    await patch(owner.client, member.id, { hasAiAccess: true, hasCrmAccess: false });
    expect(await (await person.client.get('/api/me')).json()).toMatchObject({ hasAiAccess: true, hasCrmAccess: false });
    await patch(owner.client, member.id, { hasAiAccess: false });
    expect(await (await person.client.get('/api/me')).json()).toMatchObject({ hasAiAccess: false });
  });

  it('refuses an empty or invalid edit with 400 and ignores an e-mail (it cannot change)', async () => {
    const owner = await createOwner(server());
    const { member } = await addMember(owner.client, newMember());
    for (const body of [{}, { role: 'owner' }, { firstName: '' }, { hasAiAccess: 'yes' }]) {
      const response = await patch(owner.client, member.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const response = await patch(owner.client, member.id, { email: 'other@example.com', lastName: 'New' });
    expect(((await response.json()) as { member: TeamMember }).member).toMatchObject({
      email: member.email,
      lastName: 'New',
    });
  });

  it("answers 404 for another owner's row and for an unknown id, 403 for the team member, and changes nothing", async () => {
    const owner = await createOwner(server());
    const other = await createOwner(server());
    const teammate = await createPerson(server());
    const { member } = await addMember(owner.client, newMember({ email: teammate.email }));
    const before = await teamRowCounts(server());

    const foreign = await patch(other.client, member.id, { role: 'viewer' });
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).code).toBe('NOT_FOUND');
    expect((await patch(owner.client, crypto.randomUUID(), { role: 'viewer' })).status).toBe(404);
    const own = await patch(teammate.client, member.id, { hasAiAccess: true });
    expect(own.status).toBe(403);
    expect(await teamRowCounts(server())).toEqual(before);
  });
});
