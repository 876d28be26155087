import type {
  ApiErrorBody,
  CustomerTicketList,
  CustomerTicketThread,
  StaffTicketList,
  TicketAssigneeList,
} from '@receptiva/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMe, signUpAndConfirm } from '../../../test/accounts';
import { useTestServer } from '../../../test/server';
import { auditLog, emailOutbox, supportTicketMessages, supportTickets, teamMembers } from '../../db/schema';
import { DEFAULT_PRIVATE_SETTINGS } from '../../db/settings-defaults';
import { signUpMember, signUpStaff } from '../orders/order-test-helpers';
import { openTicket, STAFF_TICKETS, staffCall, TICKETS } from './support-ticket-test-helpers';

const STAFF_INBOX = DEFAULT_PRIVATE_SETTINGS.staffNotificationEmail;
const NOTE = 'Internal: customer is on the legacy trunk, check with telco first.';

describe('support tickets', () => {
  const server = useTestServer();
  const db = () => server().db;
  const mailsTo = (to: string, kind: string) =>
    db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to.toLowerCase()), eq(emailOutbox.kind, kind)));

  it('goes open → waiting on customer → open → resolved, e-mailing the other side each time', async () => {
    const customer = await signUpMember(server());
    await customer.client.request('/api/account/profile', { method: 'PATCH', json: { locale: 'de' } });
    const staff = await signUpStaff(server(), 'Sam Staff');
    const ticket = await openTicket(customer.client);
    expect(ticket).toMatchObject({ status: 'open', category: 'voice_agent', canReply: true });
    expect(ticket.messages).toEqual([
      expect.objectContaining({ authorSide: 'customer', body: 'Since this morning\n  every call goes to voicemail.' }),
    ]);

    // Nobody is assigned yet: the staff address hears of it, with the staff thread's link.
    const [notice] = await mailsTo(STAFF_INBOX, 'support-ticket-new-notice');
    expect(notice!.subject).toBe(`New support ticket ${ticket.number}: Calls go to voicemail`);
    expect(notice!.text).toContain(`/staff-dashboard/tickets/${ticket.id}`);

    const assigned = await staffCall(staff.client, `${ticket.id}/assignee`, { assigneeId: staff.userId }, 'PUT');
    expect(assigned.assignee).toMatchObject({ id: staff.userId, email: staff.email });
    await staffCall(staff.client, `${ticket.id}/notes`, { body: NOTE });
    const replied = await staffCall(staff.client, `${ticket.id}/replies`, {
      body: 'We restarted your line. <b>Try again</b>?',
      attachmentUrl: 'https://status.example.com/incident/42',
    });
    expect(replied.status).toBe('waiting_on_customer');
    expect(replied.firstResponseAt).not.toBeNull();
    expect(replied.firstResponseSeconds).toBeGreaterThanOrEqual(0);
    expect(replied.messages.map((m) => [m.authorSide, m.internal])).toEqual([
      ['customer', false],
      ['staff', true],
      ['staff', false],
    ]);

    // The customer's e-mail is German (their chosen language), links to the thread, and never holds the note.
    const [reply] = await mailsTo(customer.email, 'support-ticket-reply');
    expect(reply!.locale).toBe('de');
    expect(reply!.subject).toContain(`Ticket ${ticket.number}`);
    expect(reply!.text).toContain(`/dashboard/support/${ticket.id}`);
    expect(reply!.html).toContain('&lt;b&gt;Try again&lt;/b&gt;');
    expect(`${reply!.text}${reply!.html}`).not.toContain('legacy trunk');

    const back = await customer.client.post(`${TICKETS}/${ticket.id}/replies`, { body: 'Works now, thanks!' });
    expect(back.status).toBe(200);
    expect(((await back.json()) as CustomerTicketThread).status).toBe('open');
    // Assigned: the assignee hears of the customer's reply, not the shared address.
    expect(await mailsTo(staff.email, 'support-ticket-customer-reply-notice')).toHaveLength(1);
    expect(await mailsTo(STAFF_INBOX, 'support-ticket-customer-reply-notice')).toHaveLength(0);

    const closed = await customer.client.post(`${TICKETS}/${ticket.id}/close`, {});
    expect(((await closed.json()) as CustomerTicketThread).status).toBe('resolved');
    const trail = await db().select().from(auditLog).where(eq(auditLog.subjectId, ticket.id));
    expect(trail.map((entry) => entry.action).sort()).toEqual(
      [
        'ticket.assigned',
        'ticket.closed_by_customer',
        'ticket.customer_replied',
        'ticket.internal_note_added',
        'ticket.opened',
        'ticket.staff_replied',
      ].sort(),
    );
    expect(trail.every((entry) => entry.accountUserId === customer.userId)).toBe(true);
  });

  it('never shows an internal note to the customer: not in the thread, not in the list', async () => {
    const customer = await signUpMember(server());
    const staff = await signUpStaff(server());
    const ticket = await openTicket(customer.client);
    await staffCall(staff.client, `${ticket.id}/notes`, { body: NOTE });
    const thread = await (await customer.client.get(`${TICKETS}/${ticket.id}`)).text();
    const list = await (await customer.client.get(TICKETS)).text();
    expect(thread).not.toContain('legacy trunk');
    expect(list).not.toContain('legacy trunk');
    expect(JSON.parse(thread).messages).toHaveLength(1);
    // A note neither changes the status nor counts as a response, nor e-mails anyone.
    const [row] = await db().select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row).toMatchObject({ status: 'open', firstResponseAt: null });
    expect(await mailsTo(customer.email, 'support-ticket-reply')).toHaveLength(0);
  });

  it('lets the owner and their team read a ticket, and refuses every other customer with 404', async () => {
    const owner = await signUpMember(server());
    const teammate = await signUpAndConfirm(server());
    const teammateId = (await getMe(teammate.client)).user.id;
    await db()
      .insert(teamMembers)
      .values({ userId: owner.userId, invitedUserId: teammateId, email: teammate.email, status: 'active' });
    const stranger = await signUpMember(server());

    // The teammate has no membership: their ticket belongs to the team's account.
    const ticket = await openTicket(teammate.client);
    expect(ticket.accountId).toBe(owner.userId);
    expect((await owner.client.get(`${TICKETS}/${ticket.id}`)).status).toBe(200);
    expect((await owner.client.post(`${TICKETS}/${ticket.id}/replies`, { body: 'Adding details.' })).status).toBe(200);

    for (const [method, path, body] of [
      ['GET', `${TICKETS}/${ticket.id}`, undefined],
      ['POST', `${TICKETS}/${ticket.id}/replies`, { body: 'Let me in' }],
      ['POST', `${TICKETS}/${ticket.id}/close`, {}],
    ] as const) {
      const response = await stranger.client.request(path, { method, json: body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(((await (await stranger.client.get(TICKETS)).json()) as CustomerTicketList).tickets).toEqual([]);
    const messages = await db()
      .select()
      .from(supportTicketMessages)
      .where(eq(supportTicketMessages.ticketId, ticket.id));
    expect(messages).toHaveLength(2);
    const [row] = await db().select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row!.status).toBe('open');

    // Naming a team one is not on is refused, and writes nothing.
    const other = await stranger.client.post(TICKETS, {
      accountId: owner.userId,
      subject: 'Sneaky',
      category: 'other',
      body: 'Hello',
    });
    expect(other.status).toBe(404);

    // Leaving the team ends access on the next request (no membership of their own: the policy refuses first).
    await db().update(teamMembers).set({ status: 'revoked' }).where(eq(teamMembers.invitedUserId, teammateId));
    expect((await teammate.client.get(`${TICKETS}/${ticket.id}`)).status).toBe(403);
  });

  it('reopens on a customer reply within 14 days of the resolution, and asks for a new ticket after', async () => {
    const customer = await signUpMember(server());
    const staff = await signUpStaff(server());
    const ticket = await openTicket(customer.client);
    await staffCall(staff.client, `${ticket.id}/status`, { status: 'resolved' });
    const resolvedAgo = (days: number) =>
      db()
        .update(supportTickets)
        .set({ resolvedAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(supportTickets.id, ticket.id));

    await resolvedAgo(13);
    const reopened = await customer.client.post(`${TICKETS}/${ticket.id}/replies`, { body: 'It broke again.' });
    expect(reopened.status).toBe(200);
    expect(await reopened.json()).toMatchObject({ status: 'open', resolvedAt: null, canReply: true });
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'ticket.reopened'))).toHaveLength(1);

    await staffCall(staff.client, `${ticket.id}/status`, { status: 'resolved' });
    await resolvedAgo(15);
    expect(
      ((await (await customer.client.get(`${TICKETS}/${ticket.id}`)).json()) as CustomerTicketThread).canReply,
    ).toBe(false);
    const late = await customer.client.post(`${TICKETS}/${ticket.id}/replies`, { body: 'Still there?' });
    expect(late.status).toBe(409);
    expect(((await late.json()) as ApiErrorBody).error.code).toBe('TICKET_REOPEN_WINDOW_CLOSED');
    const messages = await db()
      .select()
      .from(supportTicketMessages)
      .where(eq(supportTicketMessages.ticketId, ticket.id));
    expect(messages.map((m) => m.body)).not.toContain('Still there?');
  });

  it('lists tickets for staff with search, filters, sort, pages and averages', async () => {
    const customer = await signUpMember(server());
    const staff = await signUpStaff(server());
    const billing = await openTicket(customer.client, { subject: 'Invoice question', category: 'billing' });
    const setup = await openTicket(customer.client, { subject: 'Setup help', category: 'setup' });
    await db()
      .update(supportTickets)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(eq(supportTickets.id, setup.id));
    await staffCall(staff.client, `${billing.id}/assignee`, { assigneeId: staff.userId }, 'PUT');
    await staffCall(staff.client, `${setup.id}/replies`, { body: 'On it.' });
    const list = async (query: string) => {
      const response = await staff.client.get(`${STAFF_TICKETS}${query}`);
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as StaffTicketList;
    };
    // Other tests' tickets share this file's database: every query keeps this customer's only.
    const mine = `search=${encodeURIComponent(customer.email)}`;
    const subjects = async (query: string) => (await list(`${query}&${mine}`)).tickets.map((t) => t.subject);

    expect((await list('?search=invoice')).tickets.map((t) => t.subject)).toEqual(['Invoice question']);
    expect(await subjects('?sort=subject&direction=asc')).toEqual(['Invoice question', 'Setup help']);
    expect((await list(`?search=${billing.number}`)).tickets.map((t) => t.subject)).toEqual(['Invoice question']);
    expect(await subjects('?assignee=mine')).toEqual(['Invoice question']);
    expect(await subjects('?assignee=unassigned')).toEqual(['Setup help']);
    expect(await subjects('?status=waiting_on_customer')).toEqual(['Setup help']);
    expect(await subjects('?category=billing')).toEqual(['Invoice question']);
    expect(await subjects('?age=1_to_7_days')).toEqual(['Setup help']);
    expect(await subjects('?age=under_1_day')).toEqual(['Invoice question']);
    const paged = await list(`?pageSize=1&page=2&sort=createdAt&direction=desc&${mine}`);
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.tickets.map((t) => t.subject)).toEqual(['Setup help']);
    // One ticket answered about three days after it was opened: that is the average.
    const { averages } = await list(`?${mine}`);
    expect(averages.firstResponseSeconds).toBeGreaterThan(3 * 86_400 - 60);
    expect(averages.resolutionSeconds).toBeNull();

    expect((await staff.client.get(`${STAFF_TICKETS}?status=nope`)).status).toBe(400);
  });

  it('assigns to staff and admins only, and lists them', async () => {
    const customer = await signUpMember(server());
    const staff = await signUpStaff(server(), 'Zoe Staff');
    const ticket = await openTicket(customer.client);
    const refused = await staff.client.request(`${STAFF_TICKETS}/${ticket.id}/assignee`, {
      method: 'PUT',
      json: { assigneeId: customer.userId },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ApiErrorBody).error.fields).toHaveProperty('assigneeId');
    const assignees = (await (await staff.client.get(`${STAFF_TICKETS}/assignees`)).json()) as TicketAssigneeList;
    expect(assignees.staff.map((person) => person.id)).toContain(staff.userId);
    expect(assignees.staff.map((person) => person.id)).not.toContain(customer.userId);
    const unassigned = await staffCall(staff.client, `${ticket.id}/assignee`, { assigneeId: null }, 'PUT');
    expect(unassigned.assignee).toBeNull();
  });

  it('refuses a bad attachment link and limits how many tickets one person opens', async () => {
    const customer = await signUpMember(server());
    const bad = await customer.client.post(TICKETS, {
      subject: 'Link',
      category: 'other',
      body: 'See attachment',
      attachmentUrl: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ApiErrorBody).error.fields).toHaveProperty('attachmentUrl');
    for (let i = 0; i < 10; i += 1) await openTicket(customer.client, { subject: `Ticket ${i}` });
    const over = await customer.client.post(TICKETS, { subject: 'One more', category: 'other', body: 'Hi' });
    expect(over.status).toBe(429);
    expect(
      await db().select().from(supportTickets).where(eq(supportTickets.accountUserId, customer.userId)),
    ).toHaveLength(10);
  });
});
