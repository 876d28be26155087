import { formatUsd, type OrderHistory, type OrderView } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readMailbox, signUpAndConfirm } from '../../../test/accounts';
import { countRows, useTestServer } from '../../../test/server';
import { updateServiceRow } from '../../../test/services';
import { orderItems, orders } from '../../db/schema';
import { CHECKOUT, signUpMember, startOrderCheckout } from './order-test-helpers';

describe('marketplace checkout and orders', () => {
  const server = useTestServer();

  it('refuses an anonymous caller with 401 and a signed-in non-member with 403 MEMBERSHIP_REQUIRED', async () => {
    const items = [{ slug: 'review-booster', quantity: 1 }];
    const before = await countRows(server().db, orders);
    const anonymous = await server().client().post(CHECKOUT, { items });
    expect(anonymous.status).toBe(401);
    const { client } = await signUpAndConfirm(server());
    const nonMember = await client.post(CHECKOUT, { items });
    expect(nonMember.status).toBe(403);
    expect(((await nonMember.json()) as { error: { code: string } }).error.code).toBe('MEMBERSHIP_REQUIRED');
    expect(await countRows(server().db, orders)).toBe(before);
    expect((await server().client().get('/api/orders')).status).toBe(401);
  });

  it('prices from the database with the 50% member discount in cents, ignoring prices the client sends', async () => {
    await updateServiceRow(server().db, 'review-booster', { listPriceCents: 123_457 });
    const { client, userId } = await signUpMember(server());
    const response = await client.post(CHECKOUT, {
      items: [
        { slug: 'review-booster', quantity: 3, unitPriceCents: 1, price: 1 },
        { slug: 'ai-receptionist-after-hours', quantity: 1, memberPriceCents: 0 },
      ],
      totalCents: 2,
      locale: 'fr',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(((await response.json()) as { url: string }).url).toMatch(/\/api\/test-checkout\/cs_test_local_/);

    const [order] = await server().db.select().from(orders).where(eq(orders.userId, userId));
    // 3 × 61,729 (half of 123,457, rounded) + 99,850 (half of 199,700)
    expect(order).toMatchObject({
      status: 'pending',
      subtotalCents: 3 * 123_457 + 199_700,
      totalCents: 3 * 61_729 + 99_850,
      discountCents: 3 * 123_457 + 199_700 - (3 * 61_729 + 99_850),
      currency: 'usd',
      provider: 'test',
      locale: 'fr',
    });
    expect(order!.providerSessionId).toMatch(/^cs_test_local_/);
    const lines = await server().db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(lines.map((l) => [l.slug, l.quantity, l.unitListPriceCents, l.unitPriceCents, l.lineTotalCents])).toEqual(
      expect.arrayContaining([
        ['review-booster', 3, 123_457, 61_729, 185_187],
        ['ai-receptionist-after-hours', 1, 199_700, 99_850, 99_850],
      ]),
    );
  });

  it.each([
    ['an unknown slug', { items: [{ slug: 'no-such-service', quantity: 1 }] }, 'items.0.slug'],
    ['an empty cart', { items: [] }, 'items'],
    ['a zero quantity', { items: [{ slug: 'review-booster', quantity: 0 }] }, 'items.0.quantity'],
    ['a fractional quantity', { items: [{ slug: 'review-booster', quantity: 1.5 }] }, 'items.0.quantity'],
    ['a quantity over 99', { items: [{ slug: 'review-booster', quantity: 100 }] }, 'items.0.quantity'],
    ['a repeated slug', { items: [1, 2].map(() => ({ slug: 'review-booster', quantity: 1 })) }, 'items'],
    ['a malformed slug', { items: [{ slug: 'DROP TABLE', quantity: 1 }] }, 'items.0.slug'],
  ])('answers 400 with the field for %s and writes no order', async (_label, body, field) => {
    const { client } = await signUpMember(server());
    const before = await countRows(server().db, orders);
    const response = await client.post(CHECKOUT, body);
    expect(response.status).toBe(400);
    const error = ((await response.json()) as { error: { code: string; fields: Record<string, string> } }).error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields)).toContain(field);
    expect(await countRows(server().db, orders)).toBe(before);
  });

  it('refuses an inactive service and answers 400 for a body that is not JSON', async () => {
    const { client } = await signUpMember(server());
    await updateServiceRow(server().db, 'crm-pipeline-setup', { isActive: false });
    try {
      const inactive = await client.post(CHECKOUT, { items: [{ slug: 'crm-pipeline-setup', quantity: 1 }] });
      expect(inactive.status).toBe(400);
    } finally {
      await updateServiceRow(server().db, 'crm-pipeline-setup', { isActive: true });
    }
    const garbled = await client.request(CHECKOUT, { method: 'POST', body: '{"items":' });
    expect(garbled.status).toBe(400);
    const tooMany = await client.post(CHECKOUT, {
      items: Array.from({ length: 51 }, (_, i) => ({ slug: `service-${i}`, quantity: 1 })),
    });
    expect(tooMany.status).toBe(400);
  });

  it('pays on the test-mode page, then shows the order by session to its buyer only, and in the history', async () => {
    const { client, email } = await signUpMember(server());
    const { url, sessionId } = await startOrderCheckout(client, [{ slug: 'ai-receptionist-after-hours', quantity: 2 }]);
    const page = await (await client.get(url.pathname)).text();
    expect(page).toContain('TEST MODE');
    expect(page).toContain('$1,997.00');
    const paid = await client.request(url.pathname, {
      method: 'POST',
      body: new URLSearchParams({ card: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ada' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.status).toBe(303);
    const success = new URL(paid.headers.get('location')!);
    expect(success.pathname).toBe('/checkout-success');
    expect(success.searchParams.get('session_id')).toBe(sessionId);

    const bySession = await client.get(`/api/orders/by-session/${encodeURIComponent(sessionId)}`);
    expect(bySession.status).toBe(200);
    const order = (await bySession.json()) as OrderView;
    expect(order).toMatchObject({ status: 'paid', totalCents: 199_700, subtotalCents: 399_400 });
    expect(order.items).toEqual([
      {
        slug: 'ai-receptionist-after-hours',
        title: 'After-Hours AI Receptionist',
        lang: 'en',
        quantity: 2,
        unitListPriceCents: 199_700,
        unitPriceCents: 99_850,
        lineTotalCents: 199_700,
      },
    ]);
    expect(order.receiptNumber).toMatch(/^R-[0-9A-F]{8}$/);

    const stranger = await signUpMember(server());
    const hidden = await stranger.client.get(`/api/orders/by-session/${encodeURIComponent(sessionId)}`);
    expect(hidden.status).toBe(404);
    expect(
      (
        await server()
          .client()
          .get(`/api/orders/by-session/${encodeURIComponent(sessionId)}`)
      ).status,
    ).toBe(401);

    const history = (await (await client.get('/api/orders')).json()) as OrderHistory;
    expect(history.orders.map((o) => o.id)).toEqual([order.id]);
    expect(history.membershipOrders).toEqual([
      expect.objectContaining({ planName: 'Annual Membership', status: 'paid', amountCents: 649_700 }),
    ]);
    expect(((await (await stranger.client.get('/api/orders')).json()) as OrderHistory).orders).toEqual([]);

    const receipts = (await readMailbox(client, email)).filter((m) => m.subject.includes(order.receiptNumber));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toContain('reçu');
    expect(receipts[0]!.text).toContain(formatUsd(199_700, 'fr'));
    expect(receipts[0]!.text).toContain('Réceptionniste IA en dehors des heures d’ouverture');
    expect(receipts[0]!.text).toContain('2.1');
  });

  it('lists the history newest first', async () => {
    const { client } = await signUpMember(server());
    await startOrderCheckout(client, [{ slug: 'review-booster', quantity: 1 }]);
    await startOrderCheckout(client, [{ slug: 'ai-receptionist-after-hours', quantity: 1 }]);
    const history = (await (await client.get('/api/orders')).json()) as OrderHistory;
    expect(history.orders.map((o) => o.items[0]!.slug)).toEqual(['ai-receptionist-after-hours', 'review-booster']);
    expect(history.orders.every((o) => o.status === 'pending')).toBe(true);
  });
});
