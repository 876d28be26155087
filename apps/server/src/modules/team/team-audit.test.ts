import { TEAM_AUDIT_PAGE_SIZE } from '@receptiva/shared';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/server';
import { recordAudit } from '../../lib/audit/record-audit';
import { addMember, createOwner, createPerson, newMember, readAuditPage } from './team-test-helpers';

describe('GET /api/team/audit', () => {
  const server = useTestServer();

  it("pages the owner's own trail, newest first, with who, what and when", async () => {
    const owner = await createOwner(server());
    const other = await createOwner(server());
    await addMember(other.client, newMember());
    const first = await addMember(owner.client, newMember());
    for (let i = 0; i < 10; i++) await addMember(owner.client, newMember());
    await owner.client.request(`/api/team/${first.member.id}`, { method: 'PATCH', json: { role: 'viewer' } });
    // Entries of other areas in the same account's trail are not the team's.
    await recordAudit(server().db, {
      accountUserId: owner.userId,
      actor: { id: null, label: 'admin' },
      action: 'account.profile_updated',
      subjectType: 'profile',
    });

    const page1 = await readAuditPage(owner.client);
    expect(page1.total).toBe(23);
    expect(page1.pageSize).toBe(TEAM_AUDIT_PAGE_SIZE);
    expect(page1.page).toBe(1);
    expect(page1.entries).toHaveLength(TEAM_AUDIT_PAGE_SIZE);
    expect(page1.entries[0]).toMatchObject({
      action: 'team.member_updated',
      actorLabel: `Olivia Owner (${owner.email})`,
      subjectLabel: first.member.email,
      changes: { role: { from: 'agent', to: 'viewer' } },
    });
    expect(page1.entries[1]).toMatchObject({ action: 'team.invitation_sent', changes: null });
    expect(page1.entries[2]).toMatchObject({ action: 'team.member_added' });
    const times = page1.entries.map((entry) => Date.parse(entry.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const page2 = await readAuditPage(owner.client, 2);
    expect(page2.entries.map((entry) => entry.action)).toEqual([
      'team.member_added',
      'team.invitation_sent',
      'team.member_added',
    ]);
    expect(page2.entries.at(-1)!.subjectLabel).toBe(first.member.email);
    expect((await readAuditPage(owner.client, 3)).entries).toEqual([]);
  });

  it('refuses a bad page number with 400, and the trail to anyone but a paying owner', async () => {
    const owner = await createOwner(server());
    for (const page of ['0', '-1', 'x', '1.5', '10001']) {
      expect((await owner.client.get(`/api/team/audit?page=${page}`)).status, page).toBe(400);
    }
    const person = await createPerson(server());
    expect((await person.client.get('/api/team/audit')).status).toBe(403);
    expect((await server().client().get('/api/team/audit')).status).toBe(401);
  });
});
