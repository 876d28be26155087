import type { WorkQueue, WorkQueueItem } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../../../test/accounts';
import type { TestClient } from '../../../test/client';
import { useTestServer } from '../../../test/server';
import { auditLog, businessProfiles, demoBookings, orders } from '../../db/schema';
import { drizzleOutboxWriter } from '../../lib/mailer/outbox';
import { recordOnboardingTask } from '../onboarding-tasks/record-onboarding-task';
import { paidOrder, signUpMember, signUpStaff } from '../orders/order-test-helpers';
import { openTicket } from '../support-tickets/support-ticket-test-helpers';

const QUEUE = '/api/staff/work-queue';

describe('the staff work queue', () => {
  const server = useTestServer();
  let staff: { client: TestClient; userId: string };
  let colleague: { client: TestClient; userId: string };

  beforeAll(async () => {
    staff = await signUpStaff(server(), 'Sam Staff');
    colleague = await signUpStaff(server(), 'Cleo Colleague');
  });

  const queue = async (client: TestClient, query = '') => {
    const response = await client.get(`${QUEUE}${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    return (await response.json()) as WorkQueue;
  };
  const idsOf = (list: WorkQueue) => list.items.map((item) => item.id);

  const addBooking = async (name: string, status: 'new' | 'completed' = 'new') => {
    const [row] = await server()
      .db.insert(demoBookings)
      .values({
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '-')}@example.com`,
        phone: '+1 555 010 7788',
        businessType: 'dental',
        preferredAt: new Date('2030-01-15T14:30:00Z'),
        timeZone: 'America/New_York',
        message: 'Lunch calls',
        status,
      })
      .returning({ id: demoBookings.id });
    return row!.id;
  };

  const addTask = async (
    kind: 'onboarding-form' | 'onboarding-call' | 'new-member',
    subjectId: string,
    account: string | null = null,
  ) => {
    const { id } = await server().db.transaction((tx) =>
      recordOnboardingTask(
        tx,
        {
          kind,
          accountUserId: account,
          customerEmail: `${subjectId}@example.com`,
          customerName: subjectId,
          subjectId,
          details: { Business: 'Gus & Co' },
          publicUrl: 'http://localhost:3000',
        },
        drizzleOutboxWriter(tx),
      ),
    );
    return id!;
  };

  it('lists every kind of open work in its tab, with a count per tab, oldest first', async () => {
    const older = await addBooking('Grace Older');
    const newer = await addBooking('Grace Newer');
    const done = await addBooking('Grace Done', 'completed');
    const form = await addTask('onboarding-form', 'form-queue');
    const call = await addTask('onboarding-call', 'call-queue');
    const member = await signUpMember(server());
    const finished = await signUpMember(server());
    const newMember = await addTask('new-member', 'member-queue', member.userId);
    const finishedMember = await addTask('new-member', 'member-finished', finished.userId);
    await server().db.insert(businessProfiles).values({ userId: finished.userId, wizardStatus: 'completed' });
    const ticket = await openTicket(member.client, { subject: 'Calls drop' });
    const order = await paidOrder(server());

    const bookings = await queue(staff.client);
    expect(bookings).toMatchObject({ tab: 'demo-bookings', filter: 'all', page: 1, pageSize: 25 });
    expect(idsOf(bookings)).toEqual([older, newer]);
    expect(bookings.counts).toEqual({
      'demo-bookings': 2,
      'onboarding-forms': 1,
      'onboarding-calls': 1,
      tickets: 1,
      orders: 1,
      'new-members': 1,
    });
    expect(idsOf(bookings)).not.toContain(done);
    expect(bookings.items[0]).toMatchObject({
      kind: 'demo-bookings',
      customerName: 'Grace Older',
      status: 'new',
      nextStatuses: ['contacted', 'scheduled', 'completed', 'cancelled'],
      assignee: null,
      booking: { phone: '+1 555 010 7788', timeZone: 'America/New_York', preferredAt: '2030-01-15T14:30:00.000Z' },
    });

    expect(idsOf(await queue(staff.client, '?tab=onboarding-forms'))).toEqual([form]);
    expect(idsOf(await queue(staff.client, '?tab=onboarding-calls'))).toEqual([call]);
    const members = await queue(staff.client, '?tab=new-members');
    expect(idsOf(members)).toEqual([newMember]);
    expect(idsOf(members)).not.toContain(finishedMember);
    expect(members.items[0]).toMatchObject({ setup: 'not_started', details: { Business: 'Gus & Co' } });

    const tickets = await queue(staff.client, '?tab=tickets');
    expect(tickets.items).toEqual([
      expect.objectContaining({
        kind: 'tickets',
        id: ticket.id,
        status: 'open',
        nextStatuses: ['waiting_on_customer', 'resolved'],
        ticket: { subject: 'Calls drop', category: 'voice_agent' },
      }),
    ]);
    const orderTab = await queue(staff.client, '?tab=orders');
    expect(orderTab.items).toEqual([
      expect.objectContaining({ kind: 'orders', id: order.orderId, status: 'paid', nextStatuses: ['in_progress'] }),
    ]);
  });

  it('takes a booking, moves it along and releases it, each change audited; "mine" and "unassigned" follow', async () => {
    const id = await addBooking('Mina Mine');
    const patch = (client: TestClient, body: unknown, bookingId = id) =>
      client.request(`/api/staff/demo-bookings/${bookingId}`, { method: 'PATCH', json: body });

    const taken = await patch(staff.client, { assignee: 'me' });
    expect(taken.status, await taken.clone().text()).toBe(200);
    expect((await taken.json()) as WorkQueueItem).toMatchObject({
      id,
      status: 'new',
      assignee: { userId: staff.userId, name: 'Sam Staff' },
    });
    expect(idsOf(await queue(staff.client, '?filter=mine'))).toEqual([id]);
    expect(idsOf(await queue(colleague.client, '?filter=mine'))).toEqual([]);
    expect(idsOf(await queue(staff.client, '?filter=unassigned'))).not.toContain(id);
    expect((await queue(staff.client, '?filter=mine')).counts['demo-bookings']).toBe(1);

    expect((await patch(staff.client, { status: 'contacted' })).status).toBe(200);
    expect((await patch(staff.client, { status: 'contacted' })).status).toBe(200); // no change, no entry
    expect((await queue(staff.client, '?filter=mine')).items[0]).toMatchObject({ status: 'contacted' });

    const released = await patch(colleague.client, { assignee: null });
    expect(((await released.json()) as WorkQueueItem).assignee).toBeNull();
    expect(idsOf(await queue(staff.client, '?filter=unassigned'))).toContain(id);

    expect((await patch(staff.client, { status: 'completed' })).status).toBe(200);
    expect(idsOf(await queue(staff.client))).not.toContain(id);

    const trail = await server().db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(
      trail.map(({ action, actorUserId, accountUserId, changes }) => ({ action, actorUserId, accountUserId, changes })),
    ).toEqual([
      {
        action: 'demo_booking.updated',
        actorUserId: staff.userId,
        accountUserId: null,
        changes: { assigneeUserId: { from: null, to: staff.userId } },
      },
      {
        action: 'demo_booking.updated',
        actorUserId: staff.userId,
        accountUserId: null,
        changes: { status: { from: 'new', to: 'contacted' } },
      },
      {
        action: 'demo_booking.updated',
        actorUserId: colleague.userId,
        accountUserId: null,
        changes: { assigneeUserId: { from: staff.userId, to: null } },
      },
      {
        action: 'demo_booking.updated',
        actorUserId: staff.userId,
        accountUserId: null,
        changes: { status: { from: 'contacted', to: 'completed' } },
      },
    ]);

    // Bad input: 400, nothing written; an unknown booking: 404.
    const [before] = await server().db.select().from(demoBookings).where(eq(demoBookings.id, id));
    for (const body of [{}, { status: 'archived' }, { assignee: 'someone-else' }, { status: 'new', extra: 1 }]) {
      const response = await patch(staff.client, body);
      expect(response.status).toBe(400);
    }
    expect((await patch(staff.client, { status: 'new' }, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const [after] = await server().db.select().from(demoBookings).where(eq(demoBookings.id, id));
    expect(after).toEqual(before);
  });

  it('takes and releases an order, audited, without touching its fulfilment', async () => {
    const { orderId } = await paidOrder(server());
    const assign = (client: TestClient, assignee: 'me' | null, id = orderId) =>
      client.request(`/api/staff/orders/${id}/assignee`, { method: 'PUT', json: { assignee } });

    const taken = await assign(staff.client, 'me');
    expect(taken.status, await taken.clone().text()).toBe(200);
    expect(await taken.json()).toEqual({
      orderId,
      assignee: { userId: staff.userId, name: 'Sam Staff', email: expect.any(String) },
    });
    const mine = await queue(staff.client, '?tab=orders&filter=mine');
    expect(idsOf(mine)).toEqual([orderId]);
    expect(mine.items[0]!.assignee?.userId).toBe(staff.userId);
    expect(idsOf(await queue(staff.client, '?tab=orders&filter=unassigned'))).not.toContain(orderId);

    expect((await assign(staff.client, 'me')).status).toBe(200); // no change, no entry
    expect(await (await assign(staff.client, null)).json()).toEqual({ orderId, assignee: null });
    const trail = await server().db.select().from(auditLog).where(eq(auditLog.subjectId, orderId));
    expect(trail.filter((entry) => entry.action === 'order.assignee_changed').map((entry) => entry.changes)).toEqual([
      { assigneeUserId: { from: null, to: staff.userId } },
      { assigneeUserId: { from: staff.userId, to: null } },
    ]);
    const [row] = await server().db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.fulfilmentStatus).toBe('paid');

    expect((await assign(staff.client, 'me', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const bad = await staff.client.request(`/api/staff/orders/${orderId}/assignee`, {
      method: 'PUT',
      json: { assignee: colleague.userId },
    });
    expect(bad.status).toBe(400);
  });

  it('refuses customers and visitors, and answers 400 for a bad tab, filter or page', async () => {
    const customer = await signUpAndConfirm(server());
    const anonymous = server().client();
    const bookingId = await addBooking('Rita Refused');
    for (const client of [customer.client, anonymous]) {
      const expected = client === anonymous ? 401 : 403;
      expect((await client.get(QUEUE)).status).toBe(expected);
      expect(
        (await client.request(`/api/staff/demo-bookings/${bookingId}`, { method: 'PATCH', json: { assignee: 'me' } }))
          .status,
      ).toBe(expected);
    }
    const [booking] = await server().db.select().from(demoBookings).where(eq(demoBookings.id, bookingId));
    expect(booking!.assigneeUserId).toBeNull();
    for (const query of ['?tab=invoices', '?filter=theirs', '?page=0', '?page=abc']) {
      expect((await staff.client.get(`${QUEUE}${query}`)).status).toBe(400);
    }
  });
});
