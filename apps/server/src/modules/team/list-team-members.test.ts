import type { TeamList } from '@receptiva/shared';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/server';
import { addMember, createOwner, createPerson, errorOf, newMember } from './team-test-helpers';

describe('GET /api/team', () => {
  const server = useTestServer();

  it("lists the owner's own rows only, newest first, with the team limit and each pending link's expiry", async () => {
    const owner = await createOwner(server());
    const other = await createOwner(server());
    const person = await createPerson(server());
    const invited = await addMember(owner.client, newMember({ firstName: 'First', phone: '+1 555 0100' }));
    const linked = await addMember(owner.client, newMember({ email: person.email, firstName: 'Second' }));
    await addMember(other.client, newMember({ firstName: 'Elsewhere' }));

    const response = await owner.client.get('/api/team');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const list = (await response.json()) as TeamList;
    expect(list.limit).toBe(50);
    expect(list.members.map((member) => member.id)).toEqual([linked.member.id, invited.member.id]);
    expect(list.members[1]).toMatchObject({ firstName: 'First', phone: '+1 555 0100', status: 'invited' });
    expect(list.members[1]!.invitationExpiresAt).toBe(invited.member.invitationExpiresAt);
    expect(list.members[0]).toMatchObject({ status: 'active', hasAccount: true, invitationExpiresAt: null });
  });

  it('answers an owner without members with an empty list', async () => {
    const owner = await createOwner(server());
    expect(await (await owner.client.get('/api/team')).json()).toEqual({ members: [], limit: 50 });
  });

  it("refuses a team member (who sees the owner's list only in the team view) and a non-member", async () => {
    const owner = await createOwner(server());
    const teammate = await createPerson(server());
    await addMember(owner.client, newMember({ email: teammate.email }));
    const nonMember = await createPerson(server());
    for (const caller of [teammate, nonMember]) {
      const response = await caller.client.get('/api/team');
      expect(response.status).toBe(403);
      expect((await errorOf(response)).code).toBe('MEMBERSHIP_REQUIRED');
    }
    expect((await server().client().get('/api/team')).status).toBe(401);
  });
});
