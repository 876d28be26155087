import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { testCheckoutSessions } from '../../db/schema';
import type { CheckoutRequest, PaymentProvider } from './types';
import { signPaymentEvent, verifyPaymentEvent } from './webhook-event';

/** The local signing secret of test-mode events, derived from the server secret so it never needs configuring. */
export const testWebhookSecret = (serverSecret: string) =>
  `whsec_test_${createHmac('sha256', serverSecret).update('receptiva-test-payments').digest('base64url')}`;

export const testCheckoutPath = (sessionId: string) => `/api/test-checkout/${encodeURIComponent(sessionId)}`;

const lineItemsOf = (request: CheckoutRequest) =>
  request.mode === 'payment' ? request.items : [...request.oneTimeItems, request.monthlyItem];

/**
 * Test mode (no Stripe key): the session is stored here and paid on our own hosted page (`modules/test-checkout`),
 * which then sends a Stripe-shaped, signed event through the same webhook verification and fulfilment.
 */
export function createTestPaymentProvider(options: {
  db: Db;
  publicUrl: string;
  serverSecret: string;
}): PaymentProvider {
  const secret = testWebhookSecret(options.serverSecret);
  return {
    name: 'test',
    async createCheckoutSession(request) {
      const id = `cs_test_local_${randomBytes(18).toString('base64url')}`;
      await options.db.insert(testCheckoutSessions).values({
        id,
        mode: request.mode,
        customerEmail: request.customerEmail,
        lineItems: lineItemsOf(request),
        metadata: request.metadata,
        successUrl: request.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: request.cancelUrl,
        locale: request.locale,
      });
      return { id, url: `${options.publicUrl}${testCheckoutPath(id)}` };
    },
    parseWebhookEvent: (payload, header) => verifyPaymentEvent(payload, header, secret),
    signTestEvent: (payload) => signPaymentEvent(payload, secret),
    // Test-mode payments create no remote subscription: the order's cancelledAt is the whole record.
    cancelSubscription: async () => {},
    scheduleMembershipBilling: async () => {},
    // No remote money: the refund id is local, and the `payment_refunds` row the caller writes is the whole record.
    refundPayment: async () => ({
      refundId: `re_test_local_${randomBytes(12).toString('hex')}`,
      paymentIntentId: null,
    }),
    hasCustomerPortal: false,
    createCustomerPortalSession: async () => null,
  };
}
