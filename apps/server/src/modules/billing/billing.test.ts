import { type BillingOverview, type CancelMembershipResult, formatUsd } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMe, readMailbox, signUpAndConfirm } from '../../../test/accounts';
import { useTestServer } from '../../../test/server';
import { membershipOrders } from '../../db/schema';
import { agePayment, buyMembership } from './billing-test-helpers';

const CANCELLED_SUBJECT_DE = 'Ihre Receptiva-Mitgliedschaft ist gekündigt';

describe('/api/billing', () => {
  const server = useTestServer();
  const orderOf = async (userId: string) =>
    (await server().db.select().from(membershipOrders).where(eq(membershipOrders.userId, userId)))[0]!;

  it('answers 401 to anonymous callers, for every endpoint', async () => {
    const anonymous = server().client();
    expect((await anonymous.get('/api/billing')).status).toBe(401);
    expect((await anonymous.post('/api/billing/cancel')).status).toBe(401);
    expect((await anonymous.post('/api/billing/portal')).status).toBe(401);
  });

  it('shows a non-member no plan, nothing to cancel, and refuses a cancellation', async () => {
    const { client } = await signUpAndConfirm(server());
    const billing = (await (await client.get('/api/billing')).json()) as BillingOverview;
    expect(billing).toMatchObject({
      status: 'none',
      isMember: false,
      canCancel: false,
      receipts: [],
      nextCharge: null,
    });
    const cancel = await client.post('/api/billing/cancel');
    expect(cancel.status).toBe(404);
    expect(((await cancel.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  it('refuses bad input with 400 and never a 5xx', async () => {
    const { client } = await signUpAndConfirm(server());
    expect((await client.request('/api/billing/cancel', { method: 'POST', body: '{oops' })).status).toBe(400);
    expect((await client.post('/api/billing/cancel', { locale: 42 })).status).toBe(400);
    expect((await client.post('/api/billing/cancel', { extra: true })).status).toBe(400);
  });

  it('shows a paid membership: $1,000 setup fee, $497 monthly, window, commitment and the receipt', async () => {
    const { client, userId } = await buyMembership(server());
    const order = await orderOf(userId);
    const billing = (await (await client.get('/api/billing')).json()) as BillingOverview;
    const paidAt = order.paidAt!;
    expect(billing).toMatchObject({
      status: 'active',
      isMember: true,
      planName: 'Annual Membership',
      provider: 'test',
      setupFeePaidCents: 100_000,
      monthlyCents: 49_700,
      paidAt: paidAt.toISOString(),
      canCancel: true,
      cancelledAt: null,
      portalAvailable: false,
      commitmentEndsAt: order.commitmentEndsAt!.toISOString(),
      cancellationWindowEndsAt: new Date(paidAt.getTime() + 30 * 86_400_000).toISOString(),
    });
    expect(billing.nextCharge).toMatchObject({ kind: 'prorated', chargeOn: billing.cancellationWindowEndsAt });
    expect(billing.receipts).toEqual([
      {
        orderId: order.id,
        description: 'Annual Membership',
        amountCents: 100_000,
        currency: 'usd',
        paidAt: paidAt.toISOString(),
      },
    ]);
    const portal = await client.post('/api/billing/portal');
    expect(portal.status).toBe(409);
    expect(((await portal.json()) as { error: { code: string } }).error.code).toBe('BILLING_PORTAL_UNAVAILABLE');
  });

  it('cancels inside the window once: idempotent, one translated e-mail, usable until the window ends', async () => {
    const { client, email, userId } = await buyMembership(server());
    const first = await client.post('/api/billing/cancel', { locale: 'de' });
    expect(first.status).toBe(200);
    const result = (await first.json()) as CancelMembershipResult;
    expect(result.changed).toBe(true);
    expect(result.billing).toMatchObject({ status: 'cancelled', isMember: true, canCancel: false, nextCharge: null });
    const cancelledAt = (await orderOf(userId)).cancelledAt;
    expect(cancelledAt).toBeInstanceOf(Date);

    const second = await client.post('/api/billing/cancel', { locale: 'de' });
    expect(second.status).toBe(200);
    expect(((await second.json()) as CancelMembershipResult).changed).toBe(false);
    expect((await orderOf(userId)).cancelledAt).toEqual(cancelledAt);

    const mails = (await readMailbox(client, email)).filter((m) => m.subject === CANCELLED_SUBJECT_DE);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(formatUsd(100_000, 'de'));
    expect((await getMe(client)).isMember).toBe(true);

    // The window ends: the membership ends with it, and the billing page says so.
    await agePayment(server(), userId, 31);
    expect((await getMe(client)).isMember).toBe(false);
    const ended = (await (await client.get('/api/billing')).json()) as BillingOverview;
    expect(ended).toMatchObject({ status: 'ended', isMember: false, canCancel: false, nextCharge: null });
    expect(ended.receipts).toHaveLength(1);
  });

  it('changes the row and queues the e-mail once when two cancellations race', async () => {
    const { client, email, userId } = await buyMembership(server());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => client.fork().post('/api/billing/cancel', { locale: 'de' })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const changed = await Promise.all(answers.map(async (a) => ((await a.json()) as CancelMembershipResult).changed));
    expect(changed.filter(Boolean)).toHaveLength(1);
    expect((await orderOf(userId)).cancelledAt).toBeInstanceOf(Date);
    const mails = (await readMailbox(client, email)).filter((m) => m.subject === CANCELLED_SUBJECT_DE);
    expect(mails).toHaveLength(1);
  });

  it('refuses a cancellation after 30 days with the commitment rule and changes nothing', async () => {
    const { client, email, userId } = await buyMembership(server());
    await agePayment(server(), userId, 45);
    const before = await orderOf(userId);
    const response = await client.post('/api/billing/cancel');
    expect(response.status).toBe(409);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('CANCELLATION_WINDOW_CLOSED');
    expect(body.error.message).toContain('12-month commitment');
    expect(await orderOf(userId)).toEqual(before);
    expect((await readMailbox(client, email)).some((m) => m.subject.includes('gekündigt'))).toBe(false);

    const billing = (await (await client.get('/api/billing')).json()) as BillingOverview;
    expect(billing).toMatchObject({ status: 'active', isMember: true, canCancel: false });
    expect(billing.nextCharge).toMatchObject({ kind: 'monthly', amountCents: 49_700 });
    expect(new Date(billing.nextCharge!.chargeOn).getUTCDate()).toBe(1);
  });

  it('keeps each user to their own membership', async () => {
    const owner = await buyMembership(server());
    const stranger = await signUpAndConfirm(server());
    expect((await stranger.client.post('/api/billing/cancel')).status).toBe(404);
    expect((await orderOf(owner.userId)).cancelledAt).toBeNull();
  });
});
