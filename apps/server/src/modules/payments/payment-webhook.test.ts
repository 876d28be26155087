import { formatUsd } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMe, readMailbox, signUpAndConfirm } from '../../../test/accounts';
import { startCheckout } from '../../../test/membership-checkout';
import { deliverPaymentEvent, PAYMENT_WEBHOOK_PATH, sessionEventsOf } from '../../../test/payment-events';
import { useTestServer } from '../../../test/server';
import { membershipOrders, paymentEvents } from '../../db/schema';

const sessionEvent = sessionEventsOf('membership');

describe('payment webhook fulfilment', () => {
  const server = useTestServer();

  async function pendingOrder() {
    const { client, email } = await signUpAndConfirm(server());
    const url = await startCheckout(client, email, (await getMe(client)).user.id);
    const sessionId = decodeURIComponent(url.pathname.split('/').pop()!);
    const [order] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.email, email));
    return { client, email, sessionId, order: order! };
  }

  const deliver = (payload: string, signature?: string) => deliverPaymentEvent(server(), payload, signature);

  it('pays exactly once when one event arrives 10 times concurrently, among out-of-order events', async () => {
    const { client, email, sessionId, order } = await pendingOrder();
    const paid = sessionEvent('evt_paid_1', 'checkout.session.completed', sessionId, 'paid', order.id);
    const asyncPaid = sessionEvent(
      'evt_paid_2',
      'checkout.session.async_payment_succeeded',
      sessionId,
      'paid',
      order.id,
    );
    const expired = sessionEvent('evt_expired', 'checkout.session.expired', sessionId, 'unpaid', order.id);
    const deliveries = [...Array.from({ length: 10 }, () => paid), asyncPaid, expired].sort(() => Math.random() - 0.5);
    const responses = await Promise.all(deliveries.map((payload) => deliver(payload)));
    expect(responses.map((r) => r.status)).toEqual(deliveries.map(() => 200));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { duplicate: boolean }[];
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(3);

    const [after] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.id, order.id));
    expect(after!.status).toBe('paid');
    const events = await server().db.select().from(paymentEvents).where(eq(paymentEvents.sessionId, sessionId));
    expect(events).toHaveLength(3);
    const receipts = (await readMailbox(client, email)).filter(
      (m) =>
        m.text.includes(formatUsd(49_700, 'de')) &&
        m.text.includes(formatUsd(649_700, 'de')) &&
        !m.subject.includes('2.1'),
    );
    expect(receipts).toHaveLength(1);
    expect((await getMe(client)).isMember).toBe(true);

    const paidAt = after!.paidAt;
    await deliver(sessionEvent('evt_late_expiry', 'checkout.session.expired', sessionId, 'unpaid', order.id));
    const [final] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.id, order.id));
    expect(final).toMatchObject({ status: 'paid', paidAt });
  });

  it('lets a success that arrives after a failure pay the order', async () => {
    const { sessionId, order } = await pendingOrder();
    await deliver(
      sessionEvent('evt_fail_first', 'checkout.session.async_payment_failed', sessionId, 'unpaid', order.id),
    );
    const [failed] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.id, order.id));
    expect(failed!.status).toBe('failed');
    await deliver(
      sessionEvent('evt_success_later', 'checkout.session.async_payment_succeeded', sessionId, 'paid', order.id),
    );
    const [paid] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.id, order.id));
    expect(paid!.status).toBe('paid');
  });

  it.each([
    ['no signature', undefined],
    ['a signature with another secret', 'other'],
    ['a garbled header', 't=1,v1=deadbeef'],
  ])('refuses %s and changes nothing', async (label, kind) => {
    const { sessionId, order } = await pendingOrder();
    const payload = sessionEvent(`evt_forged_${label}`, 'checkout.session.completed', sessionId, 'paid', order.id);
    const { signPaymentEvent } = await import('../../lib/payments/webhook-event');
    const signature = kind === 'other' ? signPaymentEvent(payload, 'whsec_attacker') : kind;
    const response = await server()
      .client()
      .request(PAYMENT_WEBHOOK_PATH, {
        method: 'POST',
        body: payload,
        headers: signature ? { 'stripe-signature': signature } : {},
      });
    expect(response.status).toBe(400);
    const [after] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.id, order.id));
    expect(after!.status).toBe('pending');
    expect(await server().db.select().from(paymentEvents).where(eq(paymentEvents.sessionId, sessionId))).toHaveLength(
      0,
    );
  });

  it('refuses a correctly signed payload whose body was changed', async () => {
    const { sessionId, order } = await pendingOrder();
    const payload = sessionEvent('evt_tampered', 'checkout.session.completed', sessionId, 'unpaid', order.id);
    const signature = server().deps.paymentProvider.signTestEvent!(payload);
    const response = await deliver(payload.replace('"unpaid"', '"paid"'), signature);
    expect(response.status).toBe(400);
  });
});
