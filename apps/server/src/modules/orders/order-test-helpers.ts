import { expect } from 'vitest';
import { getMe, signUpAndConfirm } from '../../../test/accounts';
import type { TestClient } from '../../../test/client';
import type { TestServer } from '../../../test/server';
import { membershipOrders } from '../../db/schema';

export const CHECKOUT = '/api/orders/checkout';

/** A signed-in account whose membership an admin granted (DESIGN §4: a paid order with provider `manual`). */
export async function signUpMember(server: TestServer) {
  const account = await signUpAndConfirm(server);
  const me = await getMe(account.client);
  await server.db.insert(membershipOrders).values({
    userId: me.user.id,
    email: me.user.email,
    planName: 'Annual Membership',
    paymentType: 'annual',
    amountCents: 649_700,
    status: 'paid',
    provider: 'manual',
  });
  return { ...account, userId: me.user.id };
}

/** Checks out these lines and answers the test-mode session id from the returned URL. */
export async function startOrderCheckout(client: TestClient, items: { slug: string; quantity: number }[]) {
  const response = await client.post(CHECKOUT, { items, locale: 'fr' });
  expect(response.status, await response.clone().text()).toBe(200);
  const url = new URL(((await response.json()) as { url: string }).url);
  return { url, sessionId: decodeURIComponent(url.pathname.split('/').pop()!) };
}
