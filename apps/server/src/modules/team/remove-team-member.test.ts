import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/server';
import { teamInvitations, teamMembers } from '../../db/schema';
import {
  addMember,
  auditTrail,
  createOwner,
  createPerson,
  errorOf,
  invitationsOf,
  newMember,
  readSharedTeams,
  teamRowCounts,
} from './team-test-helpers';

const remove = (client: { request: (path: string, options: object) => Promise<Response> }, id: string) =>
  client.request(`/api/team/${id}`, { method: 'DELETE', json: {} });

describe('DELETE /api/team/{memberId}', () => {
  const server = useTestServer();

  it('removes the row and its links, records it, and the person loses team access on their next request', async () => {
    const owner = await createOwner(server());
    const person = await createPerson(server());
    const { member } = await addMember(owner.client, newMember({ email: person.email, hasAiAccess: true }));
    expect(await invitationsOf(server(), member.id)).toHaveLength(1);
    expect(await readSharedTeams(person.client)).toHaveLength(1);

    const response = await remove(owner.client, member.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ removed: true });
    expect(await server().db.select().from(teamMembers).where(eq(teamMembers.id, member.id))).toEqual([]);
    expect(await server().db.select().from(teamInvitations).where(eq(teamInvitations.teamMemberId, member.id))).toEqual(
      [],
    );
    expect((await auditTrail(server(), owner.userId)).at(-1)).toMatchObject({
      action: 'team.member_removed',
      subjectLabel: person.email,
    });

    expect(await (await person.client.get('/api/me')).json()).toMatchObject({
      hasTeamAccess: false,
      hasAiAccess: false,
    });
    const after = await person.client.get('/api/team/shared');
    expect(after.status).toBe(403);
    expect((await errorOf(after)).code).toBe('MEMBERSHIP_REQUIRED');
  });

  it("answers 404 for another owner's row and a second removal, 403 for the team member, and removes nothing", async () => {
    const owner = await createOwner(server());
    const other = await createOwner(server());
    const teammate = await createPerson(server());
    const { member } = await addMember(owner.client, newMember({ email: teammate.email }));
    const before = await teamRowCounts(server());
    expect((await remove(other.client, member.id)).status).toBe(404);
    expect((await remove(teammate.client, member.id)).status).toBe(403);
    expect((await remove(server().client(), member.id)).status).toBe(401);
    expect(await teamRowCounts(server())).toEqual(before);

    expect((await remove(owner.client, member.id)).status).toBe(200);
    expect((await remove(owner.client, member.id)).status).toBe(404);
  });
});
