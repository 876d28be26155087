import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/server';
import { profiles } from '../../db/schema';
import { addMember, createOwner, createPerson, errorOf, newMember, readSharedTeams } from './team-test-helpers';

describe('GET /api/team/shared (the team view)', () => {
  const server = useTestServer();

  it('shows a member each team they belong to: the owner, their own access, and the list read-only without phones', async () => {
    const owner = await createOwner(server());
    const second = await createOwner(server(), { firstName: 'Sam', lastName: 'Second', name: 'Sam Second' });
    await server().db.update(profiles).set({ fullName: null }).where(eq(profiles.userId, second.userId));
    const person = await createPerson(server());
    const pending = await addMember(owner.client, newMember({ phone: '+1 555 0199', firstName: 'Pending' }));
    const revoked = await addMember(owner.client, newMember());
    await owner.client.post(`/api/team/${revoked.member.id}/revoke-invitation`);
    const mine = await addMember(
      owner.client,
      newMember({ email: person.email, role: 'manager', hasAiAccess: true, hasCrmAccess: false }),
    );
    await addMember(second.client, newMember({ email: person.email }));

    const teams = await readSharedTeams(person.client);
    expect(teams).toHaveLength(2);
    expect(teams[0]).toEqual({
      teamMemberId: mine.member.id,
      ownerId: owner.userId,
      ownerName: 'Olivia Owner',
      role: 'manager',
      hasCrmAccess: false,
      hasAiAccess: true,
      members: [
        {
          id: mine.member.id,
          email: person.email,
          firstName: 'Tom',
          lastName: 'Teammate',
          role: 'manager',
          status: 'active',
        },
        {
          id: pending.member.id,
          email: pending.member.email,
          firstName: 'Pending',
          lastName: 'Teammate',
          role: 'agent',
          status: 'invited',
        },
      ],
    });
    expect(teams[1]).toMatchObject({ ownerId: second.userId, ownerName: second.email });
    expect(JSON.stringify(teams)).not.toMatch(/555|billing|order/i);
  });

  it('shows an owner who belongs to no team an empty list, and refuses a signed-in non-member', async () => {
    const owner = await createOwner(server());
    expect(await readSharedTeams(owner.client)).toEqual([]);
    const person = await createPerson(server());
    const refused = await person.client.get('/api/team/shared');
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('MEMBERSHIP_REQUIRED');
    expect((await server().client().get('/api/team/shared')).status).toBe(401);
  });

  it('does not count an invitation that was not accepted yet', async () => {
    const owner = await createOwner(server());
    const member = await createOwner(server());
    // Invited before signing up elsewhere: the row is not linked to the account until it is accepted.
    await addMember(owner.client, newMember({ email: `pending-${member.email}` }));
    expect(await readSharedTeams(member.client)).toEqual([]);
  });
});
