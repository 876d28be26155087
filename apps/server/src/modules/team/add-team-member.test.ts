import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/accounts';
import { useTestServer } from '../../../test/server';
import { profiles, siteSettings, teamMembers } from '../../db/schema';
import { hashInvitationToken } from './invitation-token';
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
  readTeam,
  teamRowCounts,
} from './team-test-helpers';

describe('POST /api/team (spec §4)', () => {
  const server = useTestServer();

  it('invites a person without an account: status invited, spec §5 defaults, one invitation e-mail, audit', async () => {
    const owner = await createOwner(server());
    const body = newMember({ email: uniqueEmail('New.Person') });
    const result = await addMember(owner.client, body);

    expect(result.outcome).toBe('invited');
    expect(result.invitationSent).toBe(true);
    expect(result.member).toMatchObject({
      email: body.email.toLowerCase(),
      firstName: 'Tom',
      lastName: 'Teammate',
      phone: null,
      role: 'agent',
      hasCrmAccess: true,
      hasAiAccess: false,
      status: 'invited',
      hasAccount: false,
    });
    const expiresAt = new Date(result.member.invitationExpiresAt!).getTime();
    expect(expiresAt - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    const [row] = await server().db.select().from(teamMembers).where(eq(teamMembers.id, result.member.id));
    expect(row).toMatchObject({ userId: owner.userId, invitedUserId: null, permissions: [] });

    const mails = await outboxFor(server(), body.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['team-invitation']);
    expect(mails[0]!.subject).toBe('Olivia Owner invited you to join their team on Receptiva');
    expect((await auditTrail(server(), owner.userId)).map((entry) => entry.action)).toEqual([
      'team.member_added',
      'team.invitation_sent',
    ]);
  });

  it('describes the access granted and links to the invitation page with a 43-character token stored hashed only', async () => {
    const owner = await createOwner(server());
    const body = newMember({ role: 'manager', hasCrmAccess: false, hasAiAccess: true });
    const { member } = await addMember(owner.client, body);
    const [mail] = await outboxFor(server(), body.email);

    expect(mail!.text).toContain('Hi Tom,');
    expect(mail!.text).toContain('Olivia Owner has invited you to join their team on Receptiva.');
    expect(mail!.text).toContain('Role: Manager');
    expect(mail!.text).toContain('CRM access: No');
    expect(mail!.text).toContain('AI assistant access: Yes');
    expect(mail!.text).toContain('This invitation is valid for 7 days and can be used once.');
    expect(mail!.text).toContain(body.email);
    const token = await latestInvitationToken(server(), body.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.text).toContain(`http://localhost:3000/team-invitation?token=${token}`);
    expect(mail!.html).toContain(`href="http://localhost:3000/team-invitation?token=${token}"`);

    const [invitation] = await invitationsOf(server(), member.id);
    expect(invitation!.tokenHash).toBe(hashInvitationToken(token));
    expect(invitation!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const stored = JSON.stringify(await server().db.select().from(teamMembers));
    expect(stored + JSON.stringify(invitation)).not.toContain(token);
  });

  it("names the inviter 'Someone' when the owner's profile has no full name, and writes in the inviter's language", async () => {
    const owner = await createOwner(server());
    await server().db.update(profiles).set({ fullName: null }).where(eq(profiles.userId, owner.userId));
    const body = newMember();
    owner.client.cookies.set('i18next', 'de');
    await addMember(owner.client, body);
    owner.client.cookies.delete('i18next');
    const [mail] = await outboxFor(server(), body.email);
    expect(mail!.subject).toBe('Someone hat Sie zu einem Team bei Receptiva eingeladen');
    expect(mail!.locale).toBe('de');

    const other = newMember({ locale: 'fr' });
    await addMember(owner.client, other);
    expect((await outboxFor(server(), other.email))[0]!.locale).toBe('fr');
  });

  it('never takes the inviter name from the client', async () => {
    const owner = await createOwner(server());
    const body = { ...newMember(), inviterName: 'The Bank' };
    await addMember(owner.client, body);
    const [mail] = await outboxFor(server(), body.email);
    expect(mail!.text).not.toContain('The Bank');
    expect(mail!.text).toContain('Olivia Owner');
  });

  it('links an existing account at once (status active), e-mails them a notice, and the person has team access', async () => {
    const owner = await createOwner(server());
    const person = await createPerson(server());
    const result = await addMember(owner.client, newMember({ email: person.email.toUpperCase() }));

    expect(result).toMatchObject({ outcome: 'linked', invitationSent: false });
    expect(result.member).toMatchObject({ status: 'active', hasAccount: true, email: person.email });
    const [row] = await server().db.select().from(teamMembers).where(eq(teamMembers.id, result.member.id));
    expect(row!.invitedUserId).toBe(person.userId);
    const mails = (await outboxFor(server(), person.email)).filter((mail) => mail.kind.startsWith('team'));
    expect(mails.map((mail) => mail.kind)).toEqual(['team-added']);
    expect(mails[0]!.subject).toBe('Olivia Owner added you to their team on Receptiva');
    expect(mails[0]!.text).toContain('Role: Agent');
    expect(mails[0]!.text).toContain('CRM access: Yes');
    expect(mails[0]!.text).toContain('AI assistant access: No');
    expect(mails[0]!.text).toContain('http://localhost:3000/dashboard');
    expect((await auditTrail(server(), owner.userId)).map((entry) => entry.action)).toEqual([
      'team.member_added',
      'team.member_linked',
    ]);
    const me = await (await person.client.get('/api/me')).json();
    expect(me).toMatchObject({ hasTeamAccess: true, hasAiAccess: false, hasCrmAccess: true });
  });

  it('still sends an invitation to an existing account when AI access is granted (spec §4)', async () => {
    const owner = await createOwner(server());
    const person = await createPerson(server());
    const result = await addMember(owner.client, newMember({ email: person.email, hasAiAccess: true }));
    expect(result).toMatchObject({ outcome: 'linked', invitationSent: true });
    const kinds = (await outboxFor(server(), person.email))
      .map((mail) => mail.kind)
      .filter((k) => k.startsWith('team'));
    expect(kinds).toEqual(['team-added', 'team-invitation']);
    expect((await auditTrail(server(), owner.userId)).map((entry) => entry.action)).toEqual([
      'team.member_added',
      'team.member_linked',
      'team.invitation_sent',
    ]);
    expect(await (await person.client.get('/api/me')).json()).toMatchObject({ hasAiAccess: true });
  });

  it("refuses the owner's own e-mail (422, field email) and writes nothing", async () => {
    const owner = await createOwner(server());
    const before = await teamRowCounts(server());
    const response = await owner.client.post('/api/team', newMember({ email: owner.email.toUpperCase() }));
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe('TEAM_SELF_INVITE');
    expect(error.fields?.email).toBeTruthy();
    expect(await teamRowCounts(server())).toEqual(before);
  });

  it('refuses an e-mail already on the team, whatever its case (409, field email), and writes nothing', async () => {
    const owner = await createOwner(server());
    const body = newMember();
    await addMember(owner.client, body);
    const before = await teamRowCounts(server());
    const response = await owner.client.post('/api/team', { ...body, email: `  ${body.email.toUpperCase()} ` });
    expect(response.status).toBe(409);
    const error = await errorOf(response);
    expect(error.code).toBe('TEAM_MEMBER_EXISTS');
    expect(error.fields?.email).toBeTruthy();
    expect(await teamRowCounts(server())).toEqual(before);
  });

  it('adds a person again after their invitation was revoked, replacing the revoked row', async () => {
    const owner = await createOwner(server());
    const body = newMember();
    const first = await addMember(owner.client, body);
    await owner.client.post(`/api/team/${first.member.id}/revoke-invitation`);
    const again = await addMember(owner.client, { ...body, role: 'viewer' });
    expect(again.member).toMatchObject({ status: 'invited', role: 'viewer' });
    const rows = await server().db.select().from(teamMembers).where(eq(teamMembers.userId, owner.userId));
    expect(rows.map((row) => row.id)).toEqual([again.member.id]);
    expect((await outboxFor(server(), body.email)).map((mail) => mail.kind)).toEqual([
      'team-invitation',
      'team-invitation',
    ]);
  });

  it('lets two owners add the same e-mail, and adds one of two simultaneous duplicates', async () => {
    const [first, second] = [await createOwner(server()), await createOwner(server())];
    const email = uniqueEmail('shared');
    await addMember(first.client, newMember({ email }));
    await addMember(second.client, newMember({ email }));

    const racer = newMember();
    const answers = await Promise.all([
      first.client.post('/api/team', racer),
      first.client.fork().post('/api/team', racer),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const rows = await server().db.select().from(teamMembers).where(eq(teamMembers.email, racer.email));
    expect(rows).toHaveLength(1);
  });

  it('refuses invalid input with 400 and field messages, writing nothing', async () => {
    const owner = await createOwner(server());
    const before = await teamRowCounts(server());
    for (const body of [
      newMember({ email: 'not-an-email' }),
      newMember({ email: '' }),
      newMember({ firstName: '' }),
      { ...newMember(), role: 'owner' },
      { ...newMember(), phone: 'call me' },
      { ...newMember(), hasAiAccess: 'yes' },
    ]) {
      const response = await owner.client.post('/api/team', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).code).toBe('VALIDATION_FAILED');
    }
    const invalidEmail = await errorOf(await owner.client.post('/api/team', newMember({ email: 'nope' })));
    expect(Object.keys(invalidEmail.fields ?? {})).toEqual(['email']);
    expect(await teamRowCounts(server())).toEqual(before);
  });

  it('refuses a member beyond the team limit (a setting), counting revoked rows out, and writes nothing', async () => {
    const owner = await createOwner(server());
    const setLimit = (value: number) =>
      server().db.update(siteSettings).set({ value }).where(eq(siteSettings.key, 'teamMemberLimit'));
    await setLimit(2);
    try {
      const first = await addMember(owner.client, newMember());
      await addMember(owner.client, newMember());
      const before = await teamRowCounts(server());
      const full = await owner.client.post('/api/team', newMember());
      expect(full.status).toBe(409);
      expect((await errorOf(full)).code).toBe('TEAM_LIMIT_REACHED');
      expect(await teamRowCounts(server())).toEqual(before);

      await owner.client.post(`/api/team/${first.member.id}/revoke-invitation`);
      await addMember(owner.client, newMember());
      expect((await readTeam(owner.client)).limit).toBe(2);
    } finally {
      await setLimit(50);
    }
  });

  it('is for paying members only: 401 signed out, 403 MEMBERSHIP_REQUIRED for a non-member or a team member', async () => {
    const owner = await createOwner(server());
    const teammate = await createPerson(server());
    await addMember(owner.client, newMember({ email: teammate.email }));
    const nonMember = await createPerson(server());
    const before = await teamRowCounts(server());

    expect((await server().client().post('/api/team', newMember())).status).toBe(401);
    for (const caller of [nonMember, teammate]) {
      const response = await caller.client.post('/api/team', newMember());
      expect(response.status).toBe(403);
      expect((await errorOf(response)).code).toBe('MEMBERSHIP_REQUIRED');
    }
    expect(await teamRowCounts(server())).toEqual(before);
  });
});
