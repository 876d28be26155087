import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { getMe, signUpAndConfirm } from '../../../test/accounts';
import { startCheckout } from '../../../test/membership-checkout';
import type { TestServer } from '../../../test/server';
import { membershipOrders } from '../../db/schema';

/** A new confirmed user who paid the membership on the test-mode checkout page with 4242. */
export async function buyMembership(server: TestServer) {
  const { client, email } = await signUpAndConfirm(server);
  const userId = (await getMe(client)).user.id;
  const url = await startCheckout(client, email, userId);
  const paid = await client.request(url.pathname, {
    method: 'POST',
    body: new URLSearchParams({ card: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ada' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.status).toBe(303);
  return { client, email, userId };
}

/** Moves the user's payment `days` into the past, as if that much time had gone by since checkout. */
export async function agePayment(server: TestServer, userId: string, days: number) {
  await server.db
    .update(membershipOrders)
    .set({
      paidAt: sql`now() - make_interval(days => ${days})`,
      commitmentEndsAt: sql`now() - make_interval(days => ${days}) + make_interval(months => 12)`,
    })
    .where(eq(membershipOrders.userId, userId));
}
