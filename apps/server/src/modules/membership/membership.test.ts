import { formatUsd } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMe, readMailbox, signUpAndConfirm, uniqueEmail } from '../../../test/accounts';
import { ANNUAL, giveConsent, startCheckout } from '../../../test/membership-checkout';
import { payTestCheckout } from '../../../test/pay-test-checkout';
import { countRows, useTestServer } from '../../../test/server';
import { membershipConsents, membershipOrders, paymentEvents } from '../../db/schema';

const CHECKOUT = '/api/functions/create-membership-checkout-with-setup';

describe('membership consent and checkout', () => {
  const server = useTestServer({ TRUST_PROXY: 'true' });

  it('stores the consent with document version, IP and user agent, and queues the terms receipt', async () => {
    const { client, email } = await signUpAndConfirm(server());
    await giveConsent(client, email);
    const [row] = await server().db.select().from(membershipConsents).where(eq(membershipConsents.email, email));
    expect(row).toMatchObject({ documentVersion: '2.1', ipAddress: '203.0.113.7', userAgent: 'MembershipTest/1.0' });
    expect(row!.amountCents).toBe(649_700);
    expect(row!.userId).toBe((await getMe(client)).user.id);
    const mails = await readMailbox(client, email);
    const receipt = mails.find((m) => m.subject.includes('2.1'));
    expect(receipt?.text).toContain(formatUsd(100_000, 'de'));
  });

  it('mails the terms receipt to a typed address only with the payment, once (decision 043)', async () => {
    const isTermsReceipt = (mail: { subject: string }) => mail.subject.includes('2.1');
    const stranger = uniqueEmail('stranger');
    await giveConsent(server().client(), stranger);
    const signedIn = await signUpAndConfirm(server());
    await giveConsent(signedIn.client, stranger);
    expect((await readMailbox(server().client(), stranger)).filter(isTermsReceipt)).toEqual([]);
    expect(await countRows(server().db, membershipConsents)).toBeGreaterThanOrEqual(2);

    const guest = server().client();
    await payTestCheckout(guest, await startCheckout(guest, stranger, null));
    expect((await readMailbox(guest, stranger)).filter(isTermsReceipt)).toHaveLength(1);
  });

  it.each([
    ['a wrong payment type', { paymentType: 'monthly' }, 'paymentType'],
    ['a tampered amount with an annual name', { amount: 100 }, 'amount'],
    ['a tampered amount for a setup plan', { planName: 'Pro', amount: 99_900, paymentType: 'setup' }, 'amount'],
  ])('refuses %s and writes no order', async (_label, override, field) => {
    const { client, email } = await signUpAndConfirm(server());
    await giveConsent(client, email);
    const before = await countRows(server().db, membershipOrders);
    const response = await client.post(CHECKOUT, { ...ANNUAL, userEmail: email, userId: null, ...override });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields)).toContain(field);
    expect(await countRows(server().db, membershipOrders)).toBe(before);
  });

  it('accepts the monthly and setup payment types at their prices', async () => {
    const { client, email } = await signUpAndConfirm(server());
    for (const [planName, amount, paymentType] of [
      ['Pro monthly', 49_700, 'monthly'],
      ['Pro', 100_000, 'setup'],
    ] as const) {
      await giveConsent(client, email, amount);
      const response = await client.post(CHECKOUT, { planName, amount, paymentType, userEmail: email, userId: null });
      expect(response.status, await response.clone().text()).toBe(200);
    }
  });

  it('needs a consent first, and the caller’s own user id', async () => {
    const { client, email } = await signUpAndConfirm(server());
    const userId = (await getMe(client)).user.id;
    const noConsent = await client.post(CHECKOUT, { ...ANNUAL, userEmail: email, userId });
    expect(noConsent.status).toBe(409);
    await giveConsent(client, email);
    const otherUser = await client.post(CHECKOUT, { ...ANNUAL, userEmail: email, userId: 'someone-else' });
    expect(otherUser.status).toBe(403);
    const signedOut = await server()
      .client()
      .post(CHECKOUT, { ...ANNUAL, userEmail: email, userId });
    expect(signedOut.status).toBe(401);
  });

  it.each([
    ['no body', undefined],
    ['not JSON', '{"planName":'],
    ['a string amount', JSON.stringify({ ...ANNUAL, amount: '6497', userEmail: 'a@b.co', userId: null })],
    ['a fractional amount', JSON.stringify({ ...ANNUAL, amount: 6497.5, userEmail: 'a@b.co', userId: null })],
    ['a bad e-mail', JSON.stringify({ ...ANNUAL, userEmail: 'nope', userId: null })],
    ['an outside return path', JSON.stringify({ ...ANNUAL, userEmail: 'a@b.co', userId: null, returnPath: '//evil' })],
  ])('answers 400 for %s', async (_label, body) => {
    const response = await server()
      .client()
      .request(CHECKOUT, { method: 'POST', body: body ?? '' });
    expect(response.status).toBe(400);
    const consent = await server()
      .client()
      .request('/api/membership/consents', { method: 'POST', body: body ?? '' });
    expect(consent.status).toBe(400);
  });

  it('pays through the test-mode page: a declined card changes nothing, 4242 activates the membership', async () => {
    const { client, email } = await signUpAndConfirm(server());
    const userId = (await getMe(client)).user.id;
    const url = await startCheckout(client, email, userId);
    expect(url.pathname).toMatch(/^\/api\/test-checkout\/cs_test_local_/);
    const [pending] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.email, email));
    expect(pending).toMatchObject({ status: 'pending', amountCents: 649_700, paymentType: 'annual', provider: 'test' });
    expect(pending!.commitmentEndsAt).toBeInstanceOf(Date);

    const page = await client.get(url.pathname);
    const html = await page.text();
    expect(html).toContain('TEST MODE');
    expect(html).toContain('$1,000.00');
    expect(html).toContain('$497.00');

    const pay = (card: string) =>
      client.request(url.pathname, {
        method: 'POST',
        body: new URLSearchParams({ card, expiry: '12/34', cvc: '123', name: 'Ada' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const declined = await pay('4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    // The session was created in German (locale 'de'): the page speaks it.
    expect(await declined.text()).toContain('Ihre Karte wurde abgelehnt.');
    expect((await getMe(client)).isMember).toBe(false);

    const paid = await pay('4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    const success = new URL(paid.headers.get('location')!);
    expect(success.pathname).toBe('/payment-success');
    expect((await getMe(client)).isMember).toBe(true);

    const order = await client.get(`/api/membership/orders/by-session/${success.searchParams.get('session_id')}`);
    expect(await order.json()).toMatchObject({ status: 'paid', amountCents: 649_700, termsVersion: '2.1' });
    const stranger = await signUpAndConfirm(server());
    const hidden = await stranger.client.get(
      `/api/membership/orders/by-session/${success.searchParams.get('session_id')}`,
    );
    expect(hidden.status).toBe(404);

    const again = await client.post(CHECKOUT, { ...ANNUAL, userEmail: email, userId });
    expect(again.status).toBe(409);
    const receipts = (await readMailbox(client, email)).filter((m) => m.text.includes(formatUsd(49_700, 'de')));
    expect(receipts.some((m) => m.subject.includes('Mitgliedschaftsquittung'))).toBe(true);
    expect(await countRows(server().db, paymentEvents)).toBeGreaterThan(0);
  });
});
