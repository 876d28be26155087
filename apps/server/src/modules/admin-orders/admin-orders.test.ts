import type { AdminOrderList, AdminOrderRow } from '@receptiva/shared';
import { receiptNumberOf } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../../../test/accounts';
import type { TestClient } from '../../../test/client';
import { TEST_ADMIN_EMAIL, useTestServer } from '../../../test/server';
import { membershipOrders, users } from '../../db/schema';
import { paidOrder, signUpStaff } from '../orders/order-test-helpers';
import { EXPORT_BATCH_SIZE } from './export-admin-orders-csv';

const BASE = '/api/admin/orders';

describe('/api/admin/orders: membership and marketplace orders in one list (issue 17 point 4)', () => {
  const server = useTestServer();
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await signUpAndConfirm(server(), { email: TEST_ADMIN_EMAIL })).client;
  });

  const list = async (query: string) => {
    const response = await admin.get(`${BASE}?${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as AdminOrderList;
  };

  it('lists both kinds of a customer together, filtered by kind, status, day and receipt number', async () => {
    const { email, orderId } = await paidOrder(server());
    const both = await list(`search=${encodeURIComponent(email)}`);
    expect(both.total).toBe(2);
    expect(both.orders.map((row) => row.kind).sort()).toEqual(['membership', 'order']);
    const order = both.orders.find((row) => row.kind === 'order')!;
    expect(order).toMatchObject({ id: orderId, customerEmail: email, status: 'paid', fulfilmentStatus: 'paid' });
    expect(order.description).not.toBe('');

    expect((await list(`search=${encodeURIComponent(email)}&kind=membership`)).orders).toMatchObject([
      { kind: 'membership', description: 'Annual Membership', totalCents: 649_700, fulfilmentStatus: null },
    ]);
    expect((await list(`search=${encodeURIComponent(email)}&status=refunded`)).total).toBe(0);
    expect((await list(`search=${receiptNumberOf(orderId)}&kind=order`)).orders.map((row) => row.id)).toEqual([
      orderId,
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`search=${encodeURIComponent(email)}&from=${today}&to=${today}`)).total).toBe(2);
    expect((await list(`search=${encodeURIComponent(email)}&from=2999-01-01`)).total).toBe(0);
    // A searched page past the end still knows how many there are (the count comes with the page when it has rows).
    expect(await list(`search=${encodeURIComponent(email)}&page=3`)).toMatchObject({ orders: [], total: 2 });
    const cheapFirst = await list(`search=${encodeURIComponent(email)}&sort=totalCents&direction=asc`);
    expect(cheapFirst.orders.map((row) => row.totalCents)).toEqual(
      [...cheapFirst.orders.map((row) => row.totalCents)].sort((a, b) => a - b),
    );
  });

  it('shows a refunded order as refunded, in the list and in its detail', async () => {
    const { email, orderId } = await paidOrder(server());
    const refund = await admin.post(`/api/admin/refunds/order/${orderId}`, { reason: 'Customer asked' });
    expect(refund.status).toBe(200);
    expect((await list(`search=${encodeURIComponent(email)}&status=refunded`)).orders.map((row) => row.id)).toEqual([
      orderId,
    ]);
    const detail = (await (await admin.get(`${BASE}/order/${orderId}`)).json()) as AdminOrderRow;
    expect(detail).toMatchObject({ status: 'refunded', refundedCents: detail.totalCents });
  });

  it('refuses bad filters and unknown orders with a 4xx, and every caller but an admin', async () => {
    for (const query of ['kind=gift', 'status=lost', 'from=2024-13-45', 'sort=secret', 'page=0']) {
      expect((await admin.get(`${BASE}?${query}`)).status, query).toBe(400);
    }
    expect((await admin.get(`${BASE}/export.csv?to=yesterday`)).status).toBe(400);
    // Shaped like a day but not one in the calendar (found by the fuzz): a 400, never the database's 500.
    for (const day of ['4275-06-31', '2023-02-29', '0000-01-01']) {
      expect((await admin.get(`${BASE}/export.csv?to=${day}`)).status).toBe(400);
      expect((await admin.get(`${BASE}?from=${day}`)).status).toBe(400);
    }
    expect((await admin.get(`${BASE}/order/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    const staff = await signUpStaff(server());
    expect((await staff.client.get(BASE)).status).toBe(403);
    expect((await staff.client.get(`${BASE}/export.csv`)).status).toBe(403);
  });

  it('exports the filtered orders as CSV in batches, each once, with formulas defused', async () => {
    const { email, userId } = await paidOrder(server());
    await server().db.update(users).set({ name: '=HYPERLINK("http://evil", "x")' }).where(eq(users.id, userId));
    // More than one batch, all created at the same instant: the cursor's id must still page through each row once.
    const createdAt = new Date('2025-03-01T12:00:00.123456Z');
    const extra = EXPORT_BATCH_SIZE + 5;
    await server()
      .db.insert(membershipOrders)
      .values(
        Array.from({ length: extra }, () => ({
          userId,
          email,
          planName: '+Monthly, "special"',
          paymentType: 'monthly',
          amountCents: 29_700,
          status: 'paid',
          provider: 'manual',
          createdAt,
        })),
      );
    const response = await admin.get(`${BASE}/export.csv?search=${encodeURIComponent(email)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'kind,receipt_number,order_id,created_at,paid_at,customer_email,customer_name,description,status,fulfilment_status,total,refunded,currency',
    );
    const rows = lines.slice(1);
    expect(rows).toHaveLength(extra + 2);
    expect(new Set(rows.map((row) => row.split(',')[2])).size).toBe(extra + 2);
    expect(rows[0]).toContain(`"'=HYPERLINK(""http://evil"", ""x"")"`);
    expect(rows.at(-1)).toContain(`"'+Monthly, ""special"""`);
    expect(rows.at(-1)).toContain(',297.00,0.00,USD');

    const ordersOnly = await admin.get(`${BASE}/export.csv?search=${encodeURIComponent(email)}&kind=order`);
    expect((await ordersOnly.text()).trimEnd().split('\r\n')).toHaveLength(2);
  });
});
