import { describe, expect, it } from 'vitest';
import { signPaymentEvent, verifyPaymentEvent } from './webhook-event';

const SECRET = 'whsec_webhook_event_test_0123456789';
const parse = (object: Record<string, unknown>, type: string, created = 1_760_000_000) => {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type, created, data: { object } });
  return verifyPaymentEvent(payload, signPaymentEvent(payload, SECRET), SECRET);
};

describe('verifyPaymentEvent for a subscription’s events', () => {
  it('reads an invoice of Stripe’s 2025 API: subscription and metadata under parent.subscription_details', () => {
    const event = parse(
      {
        id: 'in_1',
        object: 'invoice',
        status: 'open',
        amount_due: 49_700,
        amount_paid: 0,
        customer: 'cus_1',
        parent: { subscription_details: { subscription: 'sub_1', metadata: { kind: 'membership', orderId: 'o1' } } },
      },
      'invoice.payment_failed',
    );
    expect(event).toMatchObject({
      type: 'invoice.payment_failed',
      sessionId: null,
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      metadata: { kind: 'membership', orderId: 'o1' },
      objectType: 'invoice',
      objectId: 'in_1',
      objectStatus: 'open',
      occurredAt: new Date(1_760_000_000_000),
      amountCents: 49_700,
    });
  });

  it('reads an invoice of older API versions: subscription and subscription_details at the top', () => {
    const event = parse(
      {
        id: 'in_2',
        object: 'invoice',
        status: 'paid',
        amount_paid: 49_700,
        subscription: 'sub_2',
        subscription_details: { metadata: { kind: 'membership' } },
      },
      'invoice.paid',
    );
    expect(event).toMatchObject({ subscriptionId: 'sub_2', metadata: { kind: 'membership' }, amountCents: 49_700 });
  });

  it('reads a subscription: its own id, status, end and cancellation reason', () => {
    const event = parse(
      {
        id: 'sub_3',
        object: 'subscription',
        status: 'canceled',
        ended_at: 1_760_000_100,
        cancellation_details: { reason: 'payment_failed' },
        metadata: { kind: 'membership' },
      },
      'customer.subscription.deleted',
    );
    expect(event).toMatchObject({
      subscriptionId: 'sub_3',
      objectStatus: 'canceled',
      endedAt: new Date(1_760_000_100_000),
      cancellationReason: 'payment_failed',
      amountCents: null,
    });
  });
});
