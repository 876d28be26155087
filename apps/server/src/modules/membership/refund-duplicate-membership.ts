import type { OutboxWriter } from '../../lib/mailer/types';
import type { PaymentTx } from '../../lib/payments/fulfilment';
import type { PaymentProvider } from '../../lib/payments/types';
import { endRefundedMembership } from '../refunds/end-refunded-membership';
import { recordRefund } from '../refunds/record-refund';
import { lockRefundableOrder } from '../refunds/refundable-order';
import { rememberPaymentIntent } from '../refunds/remember-payment-intent';

const SYSTEM_ACTOR = { id: null, label: 'system: one membership per customer' };

/**
 * A second paid membership checkout of a customer who already is a member: refunded at once through the provider and
 * its subscription cancelled, in the fulfilment's transaction. The idempotency key is the order's, so a webhook
 * redelivered after a failure refunds once. The customer gets the duplicate e-mail, not a second receipt.
 */
export async function refundDuplicateMembership(
  tx: PaymentTx,
  provider: PaymentProvider,
  orderId: string,
  queueMail: OutboxWriter,
) {
  const order = (await lockRefundableOrder(tx, 'membership', orderId))!;
  const result = await provider.refundPayment({
    paymentReference: order.paymentReference,
    amountCents: order.paidCents,
    idempotencyKey: `duplicate-membership:${order.id}`,
    metadata: { kind: 'membership', orderId: order.id },
  });
  await rememberPaymentIntent(tx, order, result.paymentIntentId);
  await recordRefund(
    tx,
    order,
    {
      provider: provider.name,
      providerRefundId: result.refundId,
      amountCents: order.paidCents,
      reason: 'Duplicate membership checkout: the customer already has an active membership.',
      source: 'duplicate',
      actor: SYSTEM_ACTOR,
    },
    queueMail,
  );
  await endRefundedMembership(tx, provider, order);
}
