import type { TestServer } from './server';

/** Where Stripe (and the test-mode checkout page) deliver payment events. */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

/**
 * Checkout Session events as Stripe sends them, for one kind of purchase (`metadata.kind`):
 * `sessionEventsOf('order')(eventId, type, sessionId, paymentStatus, orderId)`.
 */
export const sessionEventsOf =
  (kind: 'membership' | 'order') =>
  (id: string, type: string, sessionId: string, paymentStatus: string, orderId: string) =>
    JSON.stringify({
      id,
      object: 'event',
      type,
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: paymentStatus,
          metadata: { kind, orderId },
        },
      },
    });

/** Delivers a payload to the webhook, signed by the test-mode provider unless another signature is given. */
export const deliverPaymentEvent = (
  server: TestServer,
  payload: string,
  signature = server.deps.paymentProvider.signTestEvent!(payload),
) =>
  server
    .client()
    .request(PAYMENT_WEBHOOK_PATH, { method: 'POST', body: payload, headers: { 'stripe-signature': signature } });
