import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  getMe,
  linkIn,
  pathAndQuery,
  readMailbox,
  signUpAndConfirm,
  signUpBody,
  uniqueEmail,
} from '../../../test/accounts';
import { startCheckout } from '../../../test/membership-checkout';
import { payTestCheckout } from '../../../test/pay-test-checkout';
import { useTestServer } from '../../../test/server';
import { membershipOrders } from '../../db/schema';
import { translateEmail } from '../../locales';

describe('guest payments land on an account (issue 16 point 1)', () => {
  const server = useTestServer();
  const orderBySession = async (successUrl: URL) =>
    (
      await server()
        .db.select()
        .from(membershipOrders)
        .where(eq(membershipOrders.providerSessionId, successUrl.searchParams.get('session_id')!))
    )[0]!;

  it('is nobody’s until an account confirms the paid e-mail; then it is that account’s membership', async () => {
    const email = uniqueEmail('guest');
    const guest = server().client();
    const order = await orderBySession(await payTestCheckout(guest, await startCheckout(guest, email, null)));
    expect(order).toMatchObject({ status: 'paid', userId: null });

    // The receipt asks the guest to create the account, with the e-mail prefilled.
    const receiptSubject = translateEmail('de', 'membershipReceipt.subject', { brand: 'Receptiva' });
    const [receipt] = (await readMailbox(guest, email)).filter((mail) => mail.subject === receiptSubject);
    expect(receipt!.text).toContain(`http://localhost:3000/auth?mode=signup&email=${encodeURIComponent(email)}`);

    // An account with that e-mail in other letters, not yet confirmed, gets nothing.
    const person = server().client();
    const signUp = await person.post('/api/auth/sign-up/email', signUpBody({ email: email.toUpperCase() }));
    expect(signUp.status).toBe(200);
    expect((await orderBySession(new URL(`http://x/?session_id=${order.providerSessionId}`))).userId).toBeNull();

    // Confirming it attaches the membership.
    const verify = translateEmail('en', 'verifyEmail.subject', { brand: 'Receptiva' });
    const mails = await readMailbox(person, email);
    const confirmation =
      mails.find((mail) => mail.subject === verify) ?? mails.find((mail) => mail.text.includes('verify-email'));
    expect((await person.get(pathAndQuery(linkIn(confirmation!.text)))).status).toBe(302);
    const me = await getMe(person);
    expect(me.isMember).toBe(true);
    const [attached] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.id, order.id));
    expect(attached!.userId).toBe(me.user.id);
  });

  it('is attached at payment when a confirmed account with that e-mail already exists', async () => {
    const { client, email } = await signUpAndConfirm(server());
    const guest = server().client();
    const order = await orderBySession(await payTestCheckout(guest, await startCheckout(guest, email, null)));
    expect(order.userId).toBe((await getMe(client)).user.id);
    expect((await getMe(client)).isMember).toBe(true);
    const receiptSubject = translateEmail('de', 'membershipReceipt.subject', { brand: 'Receptiva' });
    const [receipt] = (await readMailbox(client, email)).filter((mail) => mail.subject === receiptSubject);
    expect(receipt!.text).not.toContain('mode=signup');
  });

  it('refunds a second guest checkout of the same e-mail at once; both orders become the account’s on confirmation', async () => {
    const email = uniqueEmail('guest-twice');
    const guest = server().client();
    const order = await orderBySession(await payTestCheckout(guest, await startCheckout(guest, email, null)));
    // A second guest checkout for the same e-mail is the same customer: refunded at once.
    const again = await orderBySession(await payTestCheckout(guest, await startCheckout(guest, email, null)));
    expect(again).toMatchObject({ status: 'refunded', userId: null });
    const { client } = await signUpAndConfirm(server(), { email });
    const userId = (await getMe(client)).user.id;
    const attached = await server().db.select().from(membershipOrders).where(eq(membershipOrders.userId, userId));
    expect(attached.map((row) => [row.id, row.status]).sort()).toEqual(
      [
        [order.id, 'paid'],
        [again.id, 'refunded'],
      ].sort(),
    );
    expect((await getMe(client)).isMember).toBe(true);
  });
});
