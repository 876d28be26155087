import { SITE_LANGUAGE_CODES } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getMe, readMailbox, signUpAndConfirm } from '../../../test/accounts';
import { startCheckout } from '../../../test/membership-checkout';
import { deliverPaymentEvent } from '../../../test/payment-events';
import type { TestServer } from '../../../test/server';
import { membershipOrders } from '../../db/schema';
import type { SubscriptionMailKind } from '../../lib/mailer/subscription-templates';
import { translateEmail } from '../../locales';

/** A confirmed user who paid the membership on the test-mode checkout page: the page's path and the order. */
export async function buyTestMembership(server: TestServer) {
  const { client, email } = await signUpAndConfirm(server);
  const userId = (await getMe(client)).user.id;
  const url = await startCheckout(client, email, userId);
  const paid = await client.request(url.pathname, {
    method: 'POST',
    body: new URLSearchParams({ card: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ada' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.status).toBe(303);
  const [order] = await server.db.select().from(membershipOrders).where(eq(membershipOrders.userId, userId));
  expect(order!.providerSubscriptionId).toMatch(/^sub_test_local_/);
  return { client, email, userId, checkoutPath: url.pathname, order: order! };
}

export const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

interface EventOptions {
  created: Date;
  status?: string;
  endedAt?: Date;
  reason?: string;
  amountCents?: number;
}

/** A Stripe-shaped subscription event (API 2025 invoice shape) for `subscriptionId`. */
export function subscriptionEvent(id: string, type: string, subscriptionId: string, options: EventOptions) {
  const metadata = { kind: 'membership' };
  const isInvoice = type.startsWith('invoice.');
  const object = isInvoice
    ? {
        id: `in_${id}`,
        object: 'invoice',
        status: type === 'invoice.paid' ? 'paid' : 'open',
        amount_due: options.amountCents ?? 49_700,
        amount_paid: type === 'invoice.paid' ? (options.amountCents ?? 49_700) : 0,
        parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata } },
      }
    : {
        id: subscriptionId,
        object: 'subscription',
        status: options.status ?? (type === 'customer.subscription.deleted' ? 'canceled' : 'active'),
        ended_at: options.endedAt ? unixSeconds(options.endedAt) : null,
        cancellation_details: { reason: options.reason ?? 'cancellation_requested' },
        metadata,
      };
  return JSON.stringify({ id, object: 'event', type, created: unixSeconds(options.created), data: { object } });
}

export const deliverOk = async (server: TestServer, payload: string) => {
  const response = await deliverPaymentEvent(server, payload);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { duplicate: boolean };
};

/** The subscription e-mails of one kind in a person's mailbox, in whatever language they were written. */
export async function subscriptionMails(server: TestServer, email: string, kind: SubscriptionMailKind) {
  const subjects = new Set(
    SITE_LANGUAGE_CODES.map((lng) => translateEmail(lng, `subscription.${kind}.subject`, { brand: 'Receptiva' })),
  );
  return (await readMailbox(server.client(), email)).filter((mail) => subjects.has(mail.subject));
}

export async function orderOf(server: TestServer, id: string) {
  const [order] = await server.db.select().from(membershipOrders).where(eq(membershipOrders.id, id));
  return order!;
}
