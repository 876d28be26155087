import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../test/server';
import {
  accounts,
  auditLog,
  membershipConsents,
  newsletterSubscribers,
  sessions,
  teamInvitations,
  teamMembers,
} from '../../../db/schema';
import { signUpStaff } from '../../orders/order-test-helpers';
import { openTicket } from '../../support-tickets/support-ticket-test-helpers';
import { createOwner, createPerson, type TestPerson } from '../../team/team-test-helpers';
import { downloadExport, EXPORT, fillAccount, TEXTS } from './data-export-test-helpers';

/** A JSON key that names a secret, wherever it is nested. */
const SECRET_KEY = /"[A-Za-z]*(password|token|hash|secret)[A-Za-z]*"\s*:/i;

describe('GET /api/account/export: nothing that is not the caller’s to read', () => {
  const server = useTestServer();
  let account: Awaited<ReturnType<typeof fillAccount>>;
  let staff: TestPerson;
  let stranger: TestPerson;
  let strangerTicket: string;

  beforeAll(async () => {
    staff = await signUpStaff(server(), 'Sam Staff');
    account = await fillAccount(server(), staff);
    // Another customer with a ticket and a consent of their own.
    stranger = await createOwner(server(), { firstName: 'Stella', lastName: 'Stranger', name: 'Stella Stranger' });
    strangerTicket = (await openTicket(stranger.client, { subject: 'Stranger’s own question' })).id;
    await server().db.insert(membershipConsents).values({
      userId: stranger.userId,
      email: stranger.email,
      planName: 'Annual Membership',
      amountCents: 649_700,
      documentVersion: '2.1',
      ipAddress: '198.51.100.23',
      userAgent: 'StrangerBrowser/2.0',
    });
  }, 180_000);

  it('holds no password hash, session token, invitation or newsletter token hash, staff note or stranger', async () => {
    const { owner } = account;
    const { texts } = await downloadExport(owner.client);
    const everything = Object.values(texts).join('\n');
    const db = server().db;
    const secrets = [
      ...(await db.select({ value: accounts.password }).from(accounts).where(eq(accounts.userId, owner.userId))),
      ...(await db.select({ value: sessions.token }).from(sessions).where(eq(sessions.userId, owner.userId))),
      ...(await db
        .select({ value: teamInvitations.tokenHash })
        .from(teamInvitations)
        .innerJoin(teamMembers, eq(teamMembers.id, teamInvitations.teamMemberId))
        .where(eq(teamMembers.userId, owner.userId))),
    ].map((row) => row.value!);
    const [newsletter] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, owner.email));
    secrets.push(newsletter!.confirmTokenHash!, newsletter!.unsubscribeTokenHash);
    expect(secrets.length).toBeGreaterThanOrEqual(5);
    for (const secret of secrets) expect(everything).not.toContain(secret);
    if (owner.client.sessionToken) expect(everything).not.toContain(owner.client.sessionToken.split('.')[0]);
    for (const [name, text] of Object.entries(texts)) {
      if (name.endsWith('.json')) expect(text, name).not.toMatch(SECRET_KEY);
    }

    expect(everything).not.toContain(TEXTS.internalNote);
    expect(everything).not.toContain(staff.email);
    for (const theirs of [stranger.email, stranger.userId, strangerTicket, 'Stella', 'StrangerBrowser/2.0']) {
      expect(everything).not.toContain(theirs);
    }
  });

  it('gives a team member the team as the team view shows it, not the owner’s orders or other members’ phones', async () => {
    const { owner } = account;
    const member = await createPerson(server(), { firstName: 'Max', lastName: 'Member', name: 'Max Member' });
    await server().db.insert(teamMembers).values({
      userId: owner.userId,
      invitedUserId: member.userId,
      email: member.email,
      firstName: 'Max',
      lastName: 'Member',
      phone: '+1 555 0177',
      role: 'manager',
      status: 'active',
    });
    const { texts, json } = await downloadExport(member.client);
    const [team] = json('team.json').teamsJoined;
    expect(team).toMatchObject({ ownerId: owner.userId, ownerName: 'Olivia Owner', role: 'manager' });
    expect(team.members.map((row: { email: string }) => row.email).sort()).toEqual(
      [account.teammate.email, member.email].sort(),
    );
    expect(json('team.json').ownedTeam).toEqual([]);
    const everything = Object.values(texts).join('\n');
    expect(everything).not.toContain('+1 555 0199');
    expect(everything).not.toContain(account.orderId);
    expect(json('orders.json')).toEqual({ marketplaceOrders: [], membershipOrders: [] });
    expect(json('profile.json').businessProfile).toBeNull();
    // The team's tickets are on their dashboard too, without the staff note.
    expect(json('support-tickets.json').tickets.map((ticket: { id: string }) => ticket.id)).toEqual([account.ticketId]);
    expect(everything).not.toContain(TEXTS.internalNote);
  });

  it('is limited to five downloads an hour per person, each one audited, and refused signed out', async () => {
    const person = await createPerson(server());
    for (let attempt = 1; attempt <= 5; attempt++) expect((await person.client.get(EXPORT)).status).toBe(200);
    const refused = await person.client.get(EXPORT);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const trail = await server()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.accountUserId, person.userId), eq(auditLog.action, 'account.data_exported')));
    expect(trail).toHaveLength(5);
    expect(trail[0]).toMatchObject({ actorUserId: person.userId, subjectType: 'account', subjectLabel: person.email });
    // Another person is not held back by this one's downloads.
    expect((await account.owner.client.get(EXPORT)).status).toBe(200);

    const anonymous = await server().client().get(EXPORT);
    expect(anonymous.status).toBe(401);
  });
});
