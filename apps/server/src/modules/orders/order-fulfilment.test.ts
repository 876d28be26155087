import type { OrderHistory, StaffOrderDetail } from '@receptiva/shared';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../../../test/accounts';
import { deliverPaymentEvent, sessionEventsOf } from '../../../test/payment-events';
import { countRows, useTestServer } from '../../../test/server';
import { auditLog, emailOutbox, orders, orderTimelineEntries, profiles } from '../../db/schema';
import { DEFAULT_PRIVATE_SETTINGS } from '../../db/settings-defaults';
import { appendOrderTimelineEntry, PAYMENT_ACTOR } from './append-order-timeline-entry';
import { paidOrder, signUpMember, signUpStaff, startOrderCheckout } from './order-test-helpers';

const STAFF_EMAIL = DEFAULT_PRIVATE_SETTINGS.staffNotificationEmail;
const sessionEvent = sessionEventsOf('order');

describe('marketplace order fulfilment', () => {
  const server = useTestServer();
  const db = () => server().db;

  const timelineOf = (orderId: string) =>
    db()
      .select()
      .from(orderTimelineEntries)
      .where(eq(orderTimelineEntries.orderId, orderId))
      .orderBy(orderTimelineEntries.createdAt);
  const staffNoticesOf = (orderId: string) =>
    db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, STAFF_EMAIL), eq(emailOutbox.kind, 'order-staff-notice')))
      .then((mails) => mails.filter((mail) => mail.text.includes(orderId)));
  /** The customer's step e-mails (not the receipt nor the account's own mail), newest first. */
  const stepMails = async (email: string) =>
    (
      await db().select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.createdAt))
    ).filter((mail) => ['order-in-progress', 'order-delivered', 'order-cancelled'].includes(mail.kind));
  const move = (client: Awaited<ReturnType<typeof signUpStaff>>['client'], orderId: string, body: unknown) =>
    client.post(`/api/staff/orders/${orderId}/status`, body);
  const historyOf = async (client: Awaited<ReturnType<typeof signUpMember>>['client']) =>
    ((await (await client.get('/api/orders')).json()) as OrderHistory).orders;

  it('starts the timeline with "paid" and tells staff once, whatever the replay of the paid events', async () => {
    const { client, email, userId } = await signUpMember(server());
    const { sessionId } = await startOrderCheckout(client, [{ slug: 'review-booster', quantity: 2 }]);
    const [order] = await db().select().from(orders).where(eq(orders.userId, userId));
    expect(order!.fulfilmentStatus).toBeNull();
    expect(await historyOf(client)).toEqual([expect.objectContaining({ fulfilmentStatus: null, timeline: [] })]);
    const paid = sessionEvent('evt_f_paid', 'checkout.session.completed', sessionId, 'paid', order!.id);
    const asyncPaid = sessionEvent(
      'evt_f_async',
      'checkout.session.async_payment_succeeded',
      sessionId,
      'paid',
      order!.id,
    );
    const deliveries = [...Array.from({ length: 10 }, () => paid), asyncPaid].sort(() => Math.random() - 0.5);
    const responses = await Promise.all(deliveries.map((payload) => deliverPaymentEvent(server(), payload)));
    expect(responses.map((r) => r.status)).toEqual(deliveries.map(() => 200));

    const [after] = await db().select().from(orders).where(eq(orders.id, order!.id));
    expect(after).toMatchObject({ status: 'paid', fulfilmentStatus: 'paid' });
    const timeline = await timelineOf(order!.id);
    expect(timeline).toEqual([
      expect.objectContaining({ status: 'paid', note: '', noteSharedWithCustomer: false, actorLabel: 'Payment' }),
    ]);
    const notices = await staffNoticesOf(order!.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ locale: 'en', subject: expect.stringMatching(/^New marketplace order R-/) });
    expect(notices[0]!.text).toContain(email);
    expect(notices[0]!.text).toContain('Review Booster × 2');
    expect(notices[0]!.text).toContain(`http://localhost:3000/staff-dashboard?order=${order!.id}`);
    expect(await stepMails(email)).toEqual([]);
    const [view] = await historyOf(client);
    expect(view).toMatchObject({
      fulfilmentStatus: 'paid',
      timeline: [{ status: 'paid', at: timeline[0]!.createdAt.toISOString(), note: null }],
    });
  });

  it('moves paid → in progress → delivered with notes: shared ones reach the customer, internal ones only staff', async () => {
    const { client, email, orderId } = await paidOrder(server());
    const staff = await signUpStaff(server(), 'Sam Staff');

    const started = await move(staff.client, orderId, {
      status: 'in_progress',
      note: 'We are setting up your review campaign.',
      shareNote: true,
    });
    expect(started.status, await started.clone().text()).toBe(200);
    expect(((await started.json()) as StaffOrderDetail).allowedTransitions).toEqual(['delivered', 'cancelled']);
    const delivered = await move(staff.client, orderId, {
      status: 'delivered',
      note: 'Customer asked twice about Google reviews; internal only.',
    });
    expect(delivered.status).toBe(200);
    const detail = (await delivered.json()) as StaffOrderDetail;
    expect(detail).toMatchObject({ fulfilmentStatus: 'delivered', paymentStatus: 'paid', allowedTransitions: [] });
    expect(detail.timeline.map((step) => [step.status, step.note, step.noteSharedWithCustomer, step.actor])).toEqual([
      ['paid', '', false, 'Payment'],
      ['in_progress', 'We are setting up your review campaign.', true, `Sam Staff (${staff.email})`],
      ['delivered', 'Customer asked twice about Google reviews; internal only.', false, `Sam Staff (${staff.email})`],
    ]);

    const [view] = await historyOf(client);
    expect(view!.fulfilmentStatus).toBe('delivered');
    expect(view!.timeline.map((step) => [step.status, step.note])).toEqual([
      ['paid', null],
      ['in_progress', 'We are setting up your review campaign.'],
      ['delivered', null],
    ]);
    expect(JSON.stringify(view)).not.toContain('internal only');
    expect(JSON.stringify(view)).not.toContain('Sam Staff');

    // One e-mail per step, in the order's language (French), the shared note only.
    const mails = await stepMails(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Votre commande Receptiva ${detail.receiptNumber} a été livrée`,
      `Votre commande Receptiva ${detail.receiptNumber} est en cours`,
    ]);
    expect(mails[1]!.text).toContain('We are setting up your review campaign.');
    expect(mails[1]!.text).toContain('http://localhost:3000/order-history');
    expect(mails[1]!.html).toContain('lang="fr"');
    expect(mails[0]!.text).not.toContain('internal only');

    const trail = await db().select().from(auditLog).where(eq(auditLog.subjectId, orderId)).orderBy(auditLog.createdAt);
    expect(trail.map((entry) => [entry.action, entry.actorUserId, entry.accountUserId, entry.changes])).toEqual([
      [
        'order.fulfilment_status_changed',
        staff.userId,
        null,
        {
          fulfilmentStatus: { from: 'paid', to: 'in_progress' },
          note: { from: null, to: 'We are setting up your review campaign.' },
          noteSharedWithCustomer: { from: null, to: true },
        },
      ],
      [
        'order.fulfilment_status_changed',
        staff.userId,
        null,
        {
          fulfilmentStatus: { from: 'in_progress', to: 'delivered' },
          note: { from: null, to: 'Customer asked twice about Google reviews; internal only.' },
          noteSharedWithCustomer: { from: null, to: false },
        },
      ],
    ]);
  });

  it("writes each step's e-mail in the language the customer chose in their settings", async () => {
    const { email, orderId, userId } = await paidOrder(server());
    await db().update(profiles).set({ locale: 'de' }).where(eq(profiles.userId, userId));
    const staff = await signUpStaff(server());
    expect(
      (await move(staff.client, orderId, { status: 'cancelled', note: 'Auf Ihren Wunsch.', shareNote: true })).status,
    ).toBe(200);
    const [mail] = await stepMails(email);
    expect(mail!.subject).toMatch(/^Ihre Receptiva-Bestellung R-[0-9A-F]{8} wurde storniert$/);
    expect(mail!.text).toContain('Eine Notiz von unserem Team:\nAuf Ihren Wunsch.');
  });

  it('refuses a transition the order cannot make with 409, and a bad request with 400, changing nothing', async () => {
    const { email, orderId } = await paidOrder(server());
    const staff = await signUpStaff(server());
    const snapshot = async () => ({
      order: (await db().select().from(orders).where(eq(orders.id, orderId)))[0],
      timeline: await countRows(db(), orderTimelineEntries),
      audit: await countRows(db(), auditLog),
      mails: (await stepMails(email)).length,
    });
    const refuse = async (body: unknown, status: number, code: string, id = orderId) => {
      const before = await snapshot();
      const response = await move(staff.client, id, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
      expect(await snapshot()).toEqual(before);
    };
    await refuse({ status: 'delivered' }, 409, 'ORDER_TRANSITION_NOT_ALLOWED');
    for (const body of [
      { status: 'paid' },
      { status: 'refunded' },
      { status: 'shipped' },
      {},
      { status: 'in_progress', note: 'x'.repeat(2001) },
      { status: 'in_progress', shareNote: 'yes' },
      { status: 'in_progress', extra: 1 },
    ]) {
      await refuse(body, 400, 'VALIDATION_FAILED');
    }
    await refuse({ status: 'in_progress' }, 404, 'NOT_FOUND', '00000000-0000-4000-8000-000000000000');
    expect((await staff.client.post('/api/staff/orders/not-a-uuid/status', { status: 'in_progress' })).status).toBe(
      400,
    );

    expect((await move(staff.client, orderId, { status: 'in_progress' })).status).toBe(200);
    await refuse({ status: 'in_progress' }, 409, 'ORDER_TRANSITION_NOT_ALLOWED');
    expect((await move(staff.client, orderId, { status: 'cancelled' })).status).toBe(200);
    await refuse({ status: 'delivered' }, 409, 'ORDER_TRANSITION_NOT_ALLOWED');
    await refuse({ status: 'in_progress' }, 409, 'ORDER_TRANSITION_NOT_ALLOWED');

    // An unpaid order is nothing to fulfil.
    const member = await signUpMember(server());
    const { sessionId } = await startOrderCheckout(member.client, [{ slug: 'review-booster', quantity: 1 }]);
    const [pending] = await db().select().from(orders).where(eq(orders.providerSessionId, sessionId));
    await refuse({ status: 'in_progress' }, 404, 'NOT_FOUND', pending!.id);
    expect((await staff.client.get(`/api/staff/orders/${pending!.id}`)).status).toBe(404);
  });

  it('applies a change once when staff send it 10 times at once, and one of two rival changes', async () => {
    const { email, orderId } = await paidOrder(server());
    const staff = await signUpStaff(server());
    const other = await signUpStaff(server(), 'Olga Other');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        move(i % 2 ? staff.client : other.client, orderId, {
          status: 'in_progress',
          note: `attempt ${i}`,
          shareNote: true,
        }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect((await timelineOf(orderId)).map((step) => step.status)).toEqual(['paid', 'in_progress']);
    expect(await stepMails(email)).toHaveLength(1);
    expect(await db().select().from(auditLog).where(eq(auditLog.subjectId, orderId))).toHaveLength(1);

    const rivals = await Promise.all([
      move(staff.client, orderId, { status: 'delivered' }),
      move(other.client, orderId, { status: 'cancelled' }),
    ]);
    expect(rivals.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = rivals[0]!.status === 200 ? 'delivered' : 'cancelled';
    const [after] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(after!.fulfilmentStatus).toBe(winner);
    expect((await timelineOf(orderId)).map((step) => step.status)).toEqual(['paid', 'in_progress', winner]);
    expect(await stepMails(email)).toHaveLength(2);
  });

  it('shows a refund in the timeline, closes the order to staff, and appends steps from other modules', async () => {
    const { client, orderId } = await paidOrder(server());
    const staff = await signUpStaff(server());
    // The refunds code sets the status; the step appears even before it appends its own timeline entry.
    await db().update(orders).set({ status: 'refunded' }).where(eq(orders.id, orderId));
    const [view] = await historyOf(client);
    expect(view!.timeline.map((step) => step.status)).toEqual(['paid', 'refunded']);
    const refused = await move(staff.client, orderId, { status: 'in_progress' });
    expect(refused.status).toBe(409);
    expect(
      ((await (await staff.client.get(`/api/staff/orders/${orderId}`)).json()) as StaffOrderDetail).allowedTransitions,
    ).toEqual([]);

    const appended = await db().transaction(async (tx) => [
      await appendOrderTimelineEntry(tx, { orderId, status: 'refunded', note: 'Partial: $100', actor: PAYMENT_ACTOR }),
      await appendOrderTimelineEntry(tx, { orderId, status: 'refunded', note: 'The rest', actor: PAYMENT_ACTOR }),
      // A step other than a refund is written once: a replay that appends "paid" again changes nothing.
      await appendOrderTimelineEntry(tx, { orderId, status: 'paid', actor: PAYMENT_ACTOR }),
    ]);
    expect(appended).toEqual([true, true, false]);
    const [after] = await historyOf(client);
    expect(after!.timeline.map((step) => [step.status, step.note])).toEqual([
      ['paid', null],
      ['refunded', null],
      ['refunded', null],
    ]);
    // A rolled-back caller leaves no step.
    await expect(
      db().transaction(async (tx) => {
        await appendOrderTimelineEntry(tx, { orderId, status: 'refunded', actor: PAYMENT_ACTOR });
        throw new Error('the refund failed');
      }),
    ).rejects.toThrow('the refund failed');
    expect(await timelineOf(orderId)).toHaveLength(3);
  });

  it('is for staff and admins only', async () => {
    const { orderId } = await paidOrder(server());
    const { client: user } = await signUpAndConfirm(server());
    const member = await signUpMember(server());
    for (const client of [user, member.client]) {
      expect((await client.get('/api/staff/orders')).status).toBe(403);
      expect((await client.get(`/api/staff/orders/${orderId}`)).status).toBe(403);
      expect((await move(client, orderId, { status: 'in_progress' })).status).toBe(403);
    }
    expect((await server().client().get('/api/staff/orders')).status).toBe(401);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order!.fulfilmentStatus).toBe('paid');
  });
});
