import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { orders } from '../../src/db/schema';
import { testWebhookSecret } from '../../src/lib/payments/test-provider';
import { signPaymentEvent } from '../../src/lib/payments/webhook-event';
import { grantManualMembership } from '../../src/modules/orders/order-test-helpers';
import { getMe } from '../accounts';
import type { TestClient } from '../client';
import { sessionEventsOf } from '../payment-events';
import { TEST_ENV } from '../server';
import { signUpAndConfirmFromOutbox } from './sign-up';

/** A signed-in member: membership granted by an admin (provider `manual`), written into the database directly. */
export async function signUpMember(server: { client(): TestClient }, db: Db) {
  const account = await signUpAndConfirmFromOutbox(server, db);
  const me = await getMe(account.client);
  await grantManualMembership(db, me.user);
  return account;
}

/** A member with a test-mode order checkout started. */
export async function memberWithOrderCheckout(server: { client(): TestClient }, db: Db) {
  const account = await signUpMember(server, db);
  const response = await account.client.post('/api/orders/checkout', {
    items: [{ slug: 'review-booster', quantity: 1 }],
    locale: 'en',
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const url = new URL(((await response.json()) as { url: string }).url);
  const sessionId = decodeURIComponent(url.pathname.split('/').pop()!);
  const [order] = await db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  return { ...account, sessionId, orderId: order!.id };
}

/** The paid event of that checkout, signed as the test-mode provider of a server with TEST_ENV's secret signs. */
export function signedPaidEvent(order: { sessionId: string; orderId: string }) {
  const payload = sessionEventsOf('order')(
    `evt_paid_${order.orderId}`,
    'checkout.session.completed',
    order.sessionId,
    'paid',
    order.orderId,
  );
  const signature = signPaymentEvent(payload, testWebhookSecret(TEST_ENV.AUTH_SECRET!));
  return { payload, headers: { 'stripe-signature': signature, 'content-type': 'application/json' } };
}
