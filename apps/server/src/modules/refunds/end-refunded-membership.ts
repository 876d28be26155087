import { and, eq, isNull, sql } from 'drizzle-orm';
import { membershipOrders } from '../../db/schema';
import type { PaymentTx } from '../../lib/payments/fulfilment';
import type { PaymentProvider } from '../../lib/payments/types';
import type { RefundableOrder } from './refundable-order';

/**
 * A fully refunded membership stops charging: its provider subscription is cancelled and the order marked cancelled
 * (its access already ended with `refundedAt`). Inside the refund's transaction, so a failed call undoes the record.
 */
export async function endRefundedMembership(tx: PaymentTx, provider: PaymentProvider, order: RefundableOrder) {
  if (order.kind !== 'membership' || order.cancelled) return;
  if (order.subscriptionId) await provider.cancelSubscription(order.subscriptionId);
  await tx
    .update(membershipOrders)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(membershipOrders.id, order.id), isNull(membershipOrders.cancelledAt)));
}
