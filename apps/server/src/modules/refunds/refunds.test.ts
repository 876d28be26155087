import type { RefundPreview } from '@receptiva/shared';
import { formatUsd } from '@receptiva/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getMe, readMailbox, signUpAndConfirm } from '../../../test/accounts';
import type { TestClient } from '../../../test/client';
import { payTestCheckout } from '../../../test/pay-test-checkout';
import { deliverPaymentEvent } from '../../../test/payment-events';
import { countRows, TEST_ADMIN_EMAIL, useTestServer } from '../../../test/server';
import { chargeRefunded } from '../../../test/stripe-events';
import { auditLog, membershipOrders, orders, paymentRefunds } from '../../db/schema';
import { translateEmail } from '../../locales';
import { agePayment, buyMembership } from '../billing/billing-test-helpers';
import { signUpMember, startOrderCheckout } from '../orders/order-test-helpers';

const BASE = '/api/admin/refunds';

describe('refunds through the payment adapter, test mode (issue 16 point 5)', () => {
  const server = useTestServer();
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await signUpAndConfirm(server(), { email: TEST_ADMIN_EMAIL })).client;
  });

  const membershipOf = async (userId: string) =>
    (await server().db.select().from(membershipOrders).where(eq(membershipOrders.userId, userId)))[0]!;
  const refundsOf = (orderId: string) =>
    server().db.select().from(paymentRefunds).where(eq(paymentRefunds.membershipOrderId, orderId));

  it('previews what is refundable, with the 30-day money-back guarantee rule and whether it applies', async () => {
    const { userId } = await buyMembership(server());
    const order = await membershipOf(userId);
    const fresh = (await (await admin.get(`${BASE}/membership/${order.id}`)).json()) as RefundPreview;
    expect(fresh).toMatchObject({
      kind: 'membership',
      paidCents: 100_000,
      refundedCents: 0,
      refundableCents: 100_000,
      state: 'not_refunded',
      guarantee: { days: 30, applies: true },
      refunds: [],
    });
    expect(fresh.guarantee.rule).toContain('30 days');
    await agePayment(server(), userId, 31);
    const late = (await (await admin.get(`${BASE}/membership/${order.id}`)).json()) as RefundPreview;
    expect(late.guarantee.applies).toBe(false);
  });

  it('two concurrent full refunds refund once: one e-mail, one audit entry, and the membership ends', async () => {
    const { client, email, userId } = await buyMembership(server());
    const order = await membershipOf(userId);
    const path = `${BASE}/membership/${order.id}`;
    const answers = await Promise.all([
      admin.post(path, { reason: 'Money-back guarantee' }),
      admin.post(path, { reason: 'Money-back guarantee' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(await membershipOf(userId)).toMatchObject({ status: 'refunded', refundedCents: 100_000 });
    expect((await getMe(client)).isMember).toBe(false);

    const audit = await server()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, order.id), eq(auditLog.action, 'membership.refunded')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorLabel: TEST_ADMIN_EMAIL, accountUserId: userId });
    const subject = translateEmail('de', 'refunds.subject', { brand: 'Receptiva' });
    const mails = (await readMailbox(client, email)).filter((mail) => mail.subject === subject);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(formatUsd(100_000, 'de'));
    expect(mails[0]!.text).toContain(translateEmail('de', 'plans.annual'));
  });

  it('refuses more than is left, an unknown order and bad input, changing nothing', async () => {
    const { userId } = await buyMembership(server());
    const order = await membershipOf(userId);
    const before = await countRows(server().db, paymentRefunds);
    const tooMuch = await admin.post(`${BASE}/membership/${order.id}`, { amountCents: 100_001, reason: 'x' });
    expect(tooMuch.status).toBe(400);
    expect(((await tooMuch.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      'amountCents',
    );
    const unknown = await admin.post(`${BASE}/order/${crypto.randomUUID()}`, { reason: 'x' });
    expect(unknown.status).toBe(404);
    expect((await admin.post(`${BASE}/membership/${order.id}`, { reason: '' })).status).toBe(400);
    expect((await admin.post(`${BASE}/membership/${order.id}`, { reason: 'x', amountCents: 1.5 })).status).toBe(400);
    expect(await countRows(server().db, paymentRefunds)).toBe(before);
  });

  it('a marketplace order shows partially refunded, then refunded', async () => {
    const { client } = await signUpMember(server());
    const { url, sessionId } = await startOrderCheckout(client, [{ slug: 'review-booster', quantity: 2 }]);
    await payTestCheckout(client, url);
    const [order] = await server().db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    const path = `${BASE}/order/${order!.id}`;
    const partial = await admin.post(path, { amountCents: 100, reason: 'One item late' });
    expect(partial.status, await partial.clone().text()).toBe(200);
    const [afterPartial] = await server().db.select().from(orders).where(eq(orders.id, order!.id));
    expect(afterPartial).toMatchObject({ status: 'partially_refunded', refundedCents: 100 });
    const rest = (await (await admin.post(path, { reason: 'Cancelled by the customer' })).json()) as RefundPreview;
    expect(rest).toMatchObject({ state: 'refunded', refundedCents: order!.totalCents, refundableCents: 0 });
    const [afterAll] = await server().db.select().from(orders).where(eq(orders.id, order!.id));
    expect(afterAll!.status).toBe('refunded');
    expect(afterAll!.refundedAt).not.toBeNull();
  });

  it('records a test-mode charge.refunded (the simulate panel’s) once, however often it arrives', async () => {
    const { client, userId } = await buyMembership(server());
    const order = await membershipOf(userId);
    expect(order.providerPaymentReference).toMatch(/^pi_test_local_/);
    const event = chargeRefunded('evt_test_refund_1', {
      paymentIntent: order.providerPaymentReference!,
      amountRefunded: 100_000,
      refunds: [{ id: 're_test_simulated_1', amount: 100_000 }],
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliverPaymentEvent(server(), event)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // The same refund reported by another event id is still the same refund.
    const again = chargeRefunded('evt_test_refund_2', {
      paymentIntent: order.providerPaymentReference!,
      amountRefunded: 100_000,
      refunds: [{ id: 're_test_simulated_1', amount: 100_000 }],
    });
    expect((await deliverPaymentEvent(server(), again)).status).toBe(200);
    const rows = await refundsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'provider',
      providerRefundId: 're_test_simulated_1',
      amountCents: 100_000,
    });
    expect((await getMe(client)).isMember).toBe(false);
  });
});
