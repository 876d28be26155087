import { randomBytes } from 'node:crypto';
import type { AdminSearchResult } from '@receptiva/shared';
import { receiptNumberOf } from '@receptiva/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { getMe, signUpAndConfirm, uniqueEmail } from '../../../test/accounts';
import type { TestClient } from '../../../test/client';
import { TEST_ADMIN_EMAIL, useTestServer } from '../../../test/server';
import { users } from '../../db/schema';
import { paidOrder } from '../orders/order-test-helpers';

describe('/api/admin/search: the admin layout’s search box (issue 17 point 1)', () => {
  const server = useTestServer();
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await signUpAndConfirm(server(), { email: TEST_ADMIN_EMAIL, name: 'Ada Admin' })).client;
  });

  const search = async (q: string) => {
    const response = await admin.get(`/api/admin/search?q=${encodeURIComponent(q)}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as AdminSearchResult;
  };

  it('finds a user by part of the name or of the e-mail, with the page it opens', async () => {
    const tag = randomBytes(3).toString('hex');
    const email = uniqueEmail(`jane${tag}`);
    const { client } = await signUpAndConfirm(server(), { email, name: `Jane Doe${tag}` });
    const id = (await getMe(client)).user.id;
    const expected = { id, name: `Jane Doe${tag}`, email, href: `/admin/users/${id}` };
    expect((await search(`doe${tag}`)).users).toEqual([expected]);
    expect((await search(email.toUpperCase())).users).toEqual([expected]);
    expect((await search(`  ${email}  `)).users).toEqual([expected]);
  });

  it('finds membership and marketplace orders by receipt number and by the customer’s e-mail', async () => {
    const { email, orderId } = await paidOrder(server());
    const byEmail = await search(email);
    expect(byEmail.orders.map((order) => order.kind).sort()).toEqual(['membership', 'order']);
    const order = byEmail.orders.find((row) => row.kind === 'order')!;
    expect(order).toMatchObject({
      id: orderId,
      receiptNumber: receiptNumberOf(orderId),
      customerEmail: email,
      href: `/admin/orders/order/${orderId}`,
    });
    expect(byEmail.users.map((user) => user.email)).toEqual([email]);
    expect((await search(receiptNumberOf(orderId))).orders.map((row) => row.id)).toContain(orderId);
    expect((await search(receiptNumberOf(orderId).toLowerCase())).orders.map((row) => row.id)).toContain(orderId);
  });

  it('answers at most 8 of each, the exact e-mail first', async () => {
    const tag = randomBytes(3).toString('hex');
    const emails = Array.from({ length: 10 }, (_, i) => `bulk${i}-${tag}@example.com`);
    await server()
      .db.insert(users)
      .values(emails.map((email, i) => ({ id: `bulk-${tag}-${i}`, email, name: `Bulk ${i}`, emailVerified: true })));
    const found = await search(tag);
    expect(found.users).toHaveLength(8);
    expect((await search(emails[9]!)).users[0]!.email).toBe(emails[9]);
  });

  it('takes % and _ literally and refuses a q too short, too long or missing with 400', async () => {
    const tag = randomBytes(3).toString('hex');
    await server()
      .db.insert(users)
      .values({ id: `pct-${tag}`, email: `pct-${tag}@example.com`, name: `100%_sure ${tag}`, emailVerified: true });
    expect((await search(`0%_sure ${tag}`)).users.map((user) => user.id)).toEqual([`pct-${tag}`]);
    // As patterns, `_` and `%` would match "0%_sure" here; taken literally they match nothing.
    expect((await search(`0_%sure ${tag}`)).users).toEqual([]);
    expect((await search(`100%%sure ${tag}`)).users).toEqual([]);
    expect(await search(`'; drop table users; -- \\ ${tag}`)).toEqual({ users: [], orders: [] });
    for (const q of ['', 'a', '   a   ', 'x'.repeat(101)]) {
      const response = await admin.get(`/api/admin/search?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(400);
    }
    expect((await admin.get('/api/admin/search')).status).toBe(400);
    expect((await search(`  ${'y'.repeat(100)}  `)).users).toEqual([]);
  });
});
