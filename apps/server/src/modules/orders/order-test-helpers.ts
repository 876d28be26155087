import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getMe, signUpAndConfirm } from '../../../test/accounts';
import type { TestClient } from '../../../test/client';
import { deliverPaymentEvent, sessionEventsOf } from '../../../test/payment-events';
import type { TestServer } from '../../../test/server';
import type { Db } from '../../db/client';
import { membershipOrders, orders, userRoles } from '../../db/schema';

export const CHECKOUT = '/api/orders/checkout';

/** A signed-in account whose membership an admin granted (DESIGN §4: a paid order with provider `manual`). */
export async function signUpMember(server: TestServer) {
  const account = await signUpAndConfirm(server);
  const me = await getMe(account.client);
  await grantManualMembership(server.db, me.user);
  return { ...account, userId: me.user.id };
}

/** The paid `manual` membership order an admin's grant writes. */
export async function grantManualMembership(db: Db, user: { id: string; email: string }) {
  await db.insert(membershipOrders).values({
    userId: user.id,
    email: user.email,
    planName: 'Annual Membership',
    paymentType: 'annual',
    amountCents: 649_700,
    status: 'paid',
    provider: 'manual',
  });
}

/** Checks out these lines and answers the test-mode session id from the returned URL. */
export async function startOrderCheckout(client: TestClient, items: { slug: string; quantity: number }[]) {
  const response = await client.post(CHECKOUT, { items, locale: 'fr' });
  expect(response.status, await response.clone().text()).toBe(200);
  const url = new URL(((await response.json()) as { url: string }).url);
  return { url, sessionId: decodeURIComponent(url.pathname.split('/').pop()!) };
}

/** A member's order, paid through the webhook as the test-mode checkout pays it. */
export async function paidOrder(
  server: TestServer,
  items: { slug: string; quantity: number }[] = [{ slug: 'review-booster', quantity: 1 }],
) {
  const member = await signUpMember(server);
  const { sessionId } = await startOrderCheckout(member.client, items);
  const [order] = await server.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  const response = await deliverPaymentEvent(
    server,
    sessionEventsOf('order')(`evt_paid_${order!.id}`, 'checkout.session.completed', sessionId, 'paid', order!.id),
  );
  expect(response.status).toBe(200);
  return { ...member, sessionId, orderId: order!.id };
}

/** A signed-in staff account (role `member`, DESIGN §4). */
export async function signUpStaff(server: TestServer, name = 'Sam Staff') {
  const account = await signUpAndConfirm(server, { name });
  const me = await getMe(account.client);
  await server.db.insert(userRoles).values({ userId: me.user.id, role: 'member' });
  return { ...account, userId: me.user.id };
}
