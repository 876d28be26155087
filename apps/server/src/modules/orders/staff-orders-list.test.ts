import type { StaffOrderList } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/server';
import { orders, users } from '../../db/schema';
import { paidOrder, signUpMember, signUpStaff, startOrderCheckout } from './order-test-helpers';

describe('staff’s list of marketplace orders to fulfil', () => {
  const server = useTestServer();

  it('lists paid orders only, one flat row each, searched, filtered, sorted and paged on the server', async () => {
    const staff = await signUpStaff(server());
    const booster = await paidOrder(server(), [{ slug: 'review-booster', quantity: 3 }]);
    const receptionist = await paidOrder(server(), [{ slug: 'ai-receptionist-after-hours', quantity: 1 }]);
    const both = await paidOrder(server(), [
      { slug: 'review-booster', quantity: 1 },
      { slug: 'website-chat-agent', quantity: 2 },
    ]);
    await server().db.update(users).set({ name: 'Zoë Quintero' }).where(eq(users.id, both.userId));
    const unpaid = await signUpMember(server());
    await startOrderCheckout(unpaid.client, [{ slug: 'review-booster', quantity: 1 }]);
    expect(
      (await staff.client.post(`/api/staff/orders/${receptionist.orderId}/status`, { status: 'in_progress' })).status,
    ).toBe(200);

    const list = async (query: string) => {
      const response = await staff.client.get(`/api/staff/orders?${query}`);
      expect(response.status, await response.clone().text()).toBe(200);
      expect(response.headers.get('cache-control')).toContain('no-store');
      return (await response.json()) as StaffOrderList;
    };
    const ids = (page: StaffOrderList) => page.orders.map((order) => order.id);

    const all = await list('pageSize=100');
    expect(all.total).toBe(3);
    expect(ids(all)).toEqual([both.orderId, receptionist.orderId, booster.orderId]);
    const [row] = (await list(`search=${encodeURIComponent(both.email)}`)).orders;
    expect(row).toEqual({
      id: both.orderId,
      receiptNumber: expect.stringMatching(/^R-[0-9A-F]{8}$/),
      customerEmail: both.email,
      customerName: 'Zoë Quintero',
      paymentStatus: 'paid',
      fulfilmentStatus: 'paid',
      itemCount: 3,
      itemTitles: ['Review Booster', expect.any(String)],
      totalCents: expect.any(Number),
      currency: 'usd',
      paidAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    expect(ids(await list('search=quintero'))).toEqual([both.orderId]);
    expect(ids(await list(`search=${row!.receiptNumber.toLowerCase()}`))).toEqual([both.orderId]);
    expect(ids(await list(`search=${row!.receiptNumber.slice(2)}`))).toEqual([both.orderId]);
    expect(ids(await list('search=review%20boost&sort=paidAt&direction=asc'))).toEqual([booster.orderId, both.orderId]);
    expect(ids(await list('search=100%25'))).toEqual([]);
    expect(ids(await list('search=_'))).toEqual([]);
    expect(ids(await list('fulfilmentStatus=in_progress'))).toEqual([receptionist.orderId]);
    expect((await list('fulfilmentStatus=delivered')).orders).toEqual([]);
    expect(ids(await list('sort=fulfilmentStatus&direction=desc'))[0]).toBe(receptionist.orderId);
    expect(ids(await list('sort=totalCents&direction=asc'))).toEqual(
      [...all.orders].sort((a, b) => a.totalCents - b.totalCents).map((order) => order.id),
    );

    const first = await list('pageSize=2&page=1');
    const second = await list('pageSize=2&page=2');
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect([...ids(first), ...ids(second)]).toEqual(ids(all));

    const pendingIds = (await server().db.select().from(orders).where(eq(orders.userId, unpaid.userId))).map(
      (o) => o.id,
    );
    expect(ids(all)).not.toContain(pendingIds[0]);
  });

  it('answers 400 for a bad query and shows one order with its lines and timeline', async () => {
    const staff = await signUpStaff(server());
    for (const query of ['fulfilmentStatus=pending', 'sort=email', 'page=0', 'pageSize=101', 'direction=up']) {
      const response = await staff.client.get(`/api/staff/orders?${query}`);
      expect(response.status, query).toBe(400);
    }
    const { orderId } = await paidOrder(server(), [{ slug: 'review-booster', quantity: 2 }]);
    const response = await staff.client.get(`/api/staff/orders/${orderId}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: orderId,
      fulfilmentStatus: 'paid',
      locale: 'fr',
      items: [{ slug: 'review-booster', quantity: 2 }],
      timeline: [{ status: 'paid', note: '', noteSharedWithCustomer: false, actor: 'Payment' }],
      allowedTransitions: ['in_progress', 'cancelled'],
    });
    expect((await staff.client.get('/api/staff/orders/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
