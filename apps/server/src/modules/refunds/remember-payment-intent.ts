import { eq } from 'drizzle-orm';
import { membershipOrders, orders } from '../../db/schema';
import type { PaymentTx } from '../../lib/payments/fulfilment';
import type { RefundableOrder } from './refundable-order';

/** An invoice reference is replaced by the payment intent it resolved to, so a dashboard refund matches it too. */
export async function rememberPaymentIntent(tx: PaymentTx, order: RefundableOrder, paymentIntentId: string | null) {
  if (!paymentIntentId || paymentIntentId === order.paymentReference) return;
  const table = order.kind === 'membership' ? membershipOrders : orders;
  await tx.update(table).set({ providerPaymentReference: paymentIntentId }).where(eq(table.id, order.id));
}
