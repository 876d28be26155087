import { MEMBERSHIP_PRICES } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMe, signUpAndConfirm } from '../../../test/accounts';
import { startCheckout } from '../../../test/membership-checkout';
import { useTestServer } from '../../../test/server';
import { paymentEvents } from '../../db/schema';
import { buyTestMembership, orderOf, subscriptionMails } from '../subscription/subscription-test-helpers';

const form = (action: string) => ({
  method: 'POST',
  body: new URLSearchParams({ action }).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('the test checkout’s simulate panel', () => {
  const server = useTestServer();

  it('shows the panel on a paid membership session only', async () => {
    const { client, checkoutPath } = await buyTestMembership(server());
    const html = await (await client.get(checkoutPath)).text();
    for (const value of ['renewal-paid', 'renewal-failed', 'portal-cancelled', 'refunded']) {
      expect(html).toContain(`value="${value}"`);
    }
    expect(html).toContain(`action="${checkoutPath}/simulate"`);

    const other = await signUpAndConfirm(server());
    const unpaid = await startCheckout(other.client, other.email, (await getMe(other.client)).user.id);
    expect(await (await other.client.get(unpaid.pathname)).text()).not.toContain('renewal-failed');
    const refused = await other.client.request(`${unpaid.pathname}/simulate`, form('renewal-failed'));
    expect(refused.status).toBe(409);
  });

  it('fails and pays a renewal through the signed webhook path: past due, then active, one e-mail each', async () => {
    const { client, email, order, checkoutPath } = await buyTestMembership(server());
    const failed = await client.request(`${checkoutPath}/simulate`, form('renewal-failed'));
    expect(failed.status).toBe(200);
    expect(await failed.text()).toContain('invoice.payment_failed');
    expect((await getMe(client)).membershipState).toBe('past_due');
    expect(await subscriptionMails(server(), email, 'pastDue')).toHaveLength(1);

    // Clicked within the same second: still counts as newer.
    expect((await client.request(`${checkoutPath}/simulate`, form('renewal-paid'))).status).toBe(200);
    expect((await getMe(client)).membershipState).toBe('active');
    expect(await subscriptionMails(server(), email, 'recovered')).toHaveLength(1);
    expect((await orderOf(server(), order.id)).subscriptionStatus).toBe('active');
  });

  it('cancels in the portal: inside the window, a cancellation', async () => {
    const { client, order, checkoutPath } = await buyTestMembership(server());
    expect((await client.request(`${checkoutPath}/simulate`, form('portal-cancelled'))).status).toBe(200);
    expect((await orderOf(server(), order.id)).subscriptionStatus).toBe('cancelled');
    expect((await getMe(client)).membershipState).toBe('cancelled');
  });

  it('refunds the membership’s payment through a verified charge.refunded: the order is refunded and access ends', async () => {
    const { client, order, checkoutPath } = await buyTestMembership(server());
    expect((await getMe(client)).membershipState).toBe('active');
    const response = await client.request(`${checkoutPath}/simulate`, form('refunded'));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('charge.refunded');
    const recorded = await server().db.select().from(paymentEvents).where(eq(paymentEvents.type, 'charge.refunded'));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.eventId).toMatch(/^evt_test_local_/);
    const refunded = await orderOf(server(), order.id);
    expect(refunded.status).toBe('refunded');
    expect(refunded.refundedCents).toBe(MEMBERSHIP_PRICES.setupFeeCents);
    expect(refunded.refundedAt).not.toBeNull();
    expect((await getMe(client)).membershipState).toBe('none');
  });

  it('refuses an unknown action with a 400 and sends nothing', async () => {
    const { client, checkoutPath } = await buyTestMembership(server());
    const before = (await server().db.select().from(paymentEvents)).length;
    expect((await client.request(`${checkoutPath}/simulate`, form('chargeback'))).status).toBe(400);
    expect(await server().db.select().from(paymentEvents)).toHaveLength(before);
  });
});
