import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/server';
import { teamMembers } from '../../db/schema';
import {
  addMember,
  auditTrail,
  createOwner,
  createPerson,
  newMember,
  readAuditPage,
  teamRowCounts,
} from './team-test-helpers';

const leave = (client: { request: (path: string, options: object) => Promise<Response> }, id: string) =>
  client.request(`/api/team/memberships/${id}`, { method: 'DELETE', json: {} });

describe('DELETE /api/team/memberships/{memberId} (leave a team)', () => {
  const server = useTestServer();

  it("removes the caller's own place, ends their access at once, and records it in the owner's trail", async () => {
    const owner = await createOwner(server());
    const person = await createPerson(server(), { firstName: 'Lea', lastName: 'Leaver', name: 'Lea Leaver' });
    const { member } = await addMember(owner.client, newMember({ email: person.email }));

    const response = await leave(person.client, member.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ removed: true });
    expect(await server().db.select().from(teamMembers).where(eq(teamMembers.id, member.id))).toEqual([]);
    expect(await (await person.client.get('/api/me')).json()).toMatchObject({ hasTeamAccess: false });
    expect((await person.client.get('/api/team/shared')).status).toBe(403);
    expect((await auditTrail(server(), owner.userId)).at(-1)).toMatchObject({
      action: 'team.member_left',
      actorUserId: person.userId,
      actorLabel: `Lea Leaver (${person.email})`,
      subjectLabel: person.email,
    });
    expect((await readAuditPage(owner.client)).entries[0]).toMatchObject({ action: 'team.member_left' });
  });

  it("answers 404 for a row that is not the caller's place (the owner's own row, someone else's) and removes nothing", async () => {
    const owner = await createOwner(server());
    const person = await createPerson(server());
    const stranger = await createPerson(server());
    const { member } = await addMember(owner.client, newMember({ email: person.email }));
    const pending = await addMember(owner.client, newMember());
    const before = await teamRowCounts(server());
    expect((await leave(stranger.client, member.id)).status).toBe(404);
    expect((await leave(owner.client, member.id)).status).toBe(404);
    expect((await leave(person.client, pending.member.id)).status).toBe(404);
    expect((await leave(person.client, crypto.randomUUID())).status).toBe(404);
    expect((await leave(server().client(), member.id)).status).toBe(401);
    expect((await leave(person.client, 'not-a-uuid')).status).toBe(400);
    expect(await teamRowCounts(server())).toEqual(before);
  });
});
