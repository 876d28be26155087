import { formatUsd } from '@receptiva/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMe, readMailbox, signUpAndConfirm } from '../../../test/accounts';
import { startCheckout } from '../../../test/membership-checkout';
import { payTestCheckout } from '../../../test/pay-test-checkout';
import { useTestServer } from '../../../test/server';
import { auditLog, membershipOrders, onboardingTasks, paymentRefunds } from '../../db/schema';
import { translateEmail } from '../../locales';

describe('one membership per customer (issue 16 point 2), test mode', () => {
  const server = useTestServer();

  it('two checkouts paid concurrently end in one membership and one refund, told once each', async () => {
    const { client, email } = await signUpAndConfirm(server());
    const userId = (await getMe(client)).user.id;
    // Both checkouts are opened before either is paid: the check at checkout cannot stop the second.
    const first = await startCheckout(client, email, userId);
    const second = await startCheckout(client, email, userId);
    await Promise.all([payTestCheckout(client, first), payTestCheckout(client, second)]);

    const orders = await server().db.select().from(membershipOrders).where(eq(membershipOrders.userId, userId));
    expect(orders.map((order) => order.status).sort()).toEqual(['paid', 'refunded']);
    const refunded = orders.find((order) => order.status === 'refunded')!;
    expect(refunded).toMatchObject({ refundedCents: 100_000 });
    expect(refunded.refundedAt).not.toBeNull();
    expect(refunded.cancelledAt).not.toBeNull();

    const refunds = await server()
      .db.select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.membershipOrderId, refunded.id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ source: 'duplicate', amountCents: 100_000, provider: 'test' });
    const audit = await server()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, refunded.id), eq(auditLog.action, 'membership.refunded')));
    expect(audit).toHaveLength(1);

    const mails = await readMailbox(client, email);
    const subject = (key: string) => translateEmail('de', key, { brand: 'Receptiva' });
    expect(mails.filter((mail) => mail.subject === subject('membershipReceipt.subject'))).toHaveLength(1);
    const duplicate = mails.filter((mail) => mail.subject === subject('refunds.duplicateSubject'));
    expect(duplicate).toHaveLength(1);
    expect(duplicate[0]!.text).toContain(formatUsd(100_000, 'de'));
    expect(duplicate[0]!.text).toContain(translateEmail('de', 'plans.annual'));
    const tasks = await server().db.select().from(onboardingTasks).where(eq(onboardingTasks.accountUserId, userId));
    expect(tasks).toHaveLength(1);
    expect((await getMe(client)).isMember).toBe(true);
  });

  it('a guest checkout with the e-mail of a confirmed member (other case) is refunded at payment', async () => {
    const { client, email } = await signUpAndConfirm(server());
    const userId = (await getMe(client)).user.id;
    await payTestCheckout(client, await startCheckout(client, email, userId));
    const guest = server().client();
    await payTestCheckout(guest, await startCheckout(guest, email.toUpperCase(), null));
    const orders = await server().db.select().from(membershipOrders).where(eq(membershipOrders.userId, userId));
    expect(orders.map((order) => order.status).sort()).toEqual(['paid', 'refunded']);
  });
});
