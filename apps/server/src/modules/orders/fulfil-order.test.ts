import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readMailbox } from '../../../test/accounts';
import { deliverPaymentEvent, sessionEventsOf } from '../../../test/payment-events';
import { useTestServer } from '../../../test/server';
import { orders, paymentEvents } from '../../db/schema';
import { signUpMember, startOrderCheckout } from './order-test-helpers';

const sessionEvent = sessionEventsOf('order');

describe('marketplace order fulfilment', () => {
  const server = useTestServer();

  async function pendingOrder() {
    const { client, email, userId } = await signUpMember(server());
    const { sessionId } = await startOrderCheckout(client, [
      { slug: 'review-booster', quantity: 2 },
      { slug: 'website-chat-agent', quantity: 1 },
    ]);
    const [order] = await server().db.select().from(orders).where(eq(orders.userId, userId));
    return { client, email, sessionId, order: order! };
  }

  const deliver = (payload: string) => deliverPaymentEvent(server(), payload);

  const orderById = async (id: string) => (await server().db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('pays once and sends one receipt when the paid event arrives 10 times concurrently, out of order', async () => {
    const { client, email, sessionId, order } = await pendingOrder();
    const paid = sessionEvent('evt_order_paid', 'checkout.session.completed', sessionId, 'paid', order.id);
    const asyncPaid = sessionEvent(
      'evt_order_async_paid',
      'checkout.session.async_payment_succeeded',
      sessionId,
      'paid',
      order.id,
    );
    const expired = sessionEvent('evt_order_expired', 'checkout.session.expired', sessionId, 'unpaid', order.id);
    const deliveries = [...Array.from({ length: 10 }, () => paid), asyncPaid, expired].sort(() => Math.random() - 0.5);
    const responses = await Promise.all(deliveries.map((payload) => deliver(payload)));
    expect(responses.map((r) => r.status)).toEqual(deliveries.map(() => 200));

    const after = await orderById(order.id);
    expect(after.status).toBe('paid');
    expect(after.paidAt).toBeInstanceOf(Date);
    expect(await server().db.select().from(paymentEvents).where(eq(paymentEvents.sessionId, sessionId))).toHaveLength(
      3,
    );
    const orderMails = (await readMailbox(client, email)).filter((m) => m.subject.includes('R-'));
    expect(orderMails).toHaveLength(1);
    expect(orderMails[0]!.html).toContain('lang="fr"');
  });

  it('changes nothing when a failure arrives after the payment', async () => {
    const { sessionId, order } = await pendingOrder();
    await deliver(sessionEvent('evt_order_paid_first', 'checkout.session.completed', sessionId, 'paid', order.id));
    const paid = await orderById(order.id);
    expect(paid.status).toBe('paid');
    await deliver(
      sessionEvent('evt_order_fail_late', 'checkout.session.async_payment_failed', sessionId, 'unpaid', order.id),
    );
    await deliver(sessionEvent('evt_order_expired_late', 'checkout.session.expired', sessionId, 'unpaid', order.id));
    expect(await orderById(order.id)).toMatchObject({ status: 'paid', paidAt: paid.paidAt });
  });

  it('fails a pending order, and a success arriving later still pays it', async () => {
    const { client, email, sessionId, order } = await pendingOrder();
    await deliver(
      sessionEvent('evt_order_failed', 'checkout.session.async_payment_failed', sessionId, 'unpaid', order.id),
    );
    expect((await orderById(order.id)).status).toBe('failed');
    await deliver(
      sessionEvent('evt_order_paid_later', 'checkout.session.async_payment_succeeded', sessionId, 'paid', order.id),
    );
    expect((await orderById(order.id)).status).toBe('paid');
    expect((await readMailbox(client, email)).filter((m) => m.subject.includes('R-'))).toHaveLength(1);
  });

  it('does not pay on an unpaid completion (a payment still processing)', async () => {
    const { sessionId, order } = await pendingOrder();
    await deliver(sessionEvent('evt_order_unpaid', 'checkout.session.completed', sessionId, 'unpaid', order.id));
    expect((await orderById(order.id)).status).toBe('pending');
  });
});
