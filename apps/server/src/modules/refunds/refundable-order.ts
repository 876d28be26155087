import { MEMBERSHIP_PRICES, normalizeLanguage, type RefundSubject, receiptNumberOf } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { membershipOrders, orders } from '../../db/schema';
import type { PaymentTx } from '../../lib/payments/fulfilment';

/** A paid membership checkout or marketplace order, reduced to what a refund reads and changes. */
export interface RefundableOrder {
  kind: RefundSubject;
  id: string;
  userId: string | null;
  email: string;
  locale: string;
  provider: string;
  currency: string;
  status: string;
  paidAt: Date | null;
  /** What the checkout charged: a membership's setup fee (the monthly charges are invoices of their own), an order's total. */
  paidCents: number;
  refundedCents: number;
  paymentReference: string | null;
  subscriptionId: string | null;
  /** A membership already cancelled (its subscription stopped); never for an order. */
  cancelled: boolean;
  /** What the e-mail and the audit trail name it by: the plan, or the receipt number. */
  label: string;
}

const membershipOf = (row: typeof membershipOrders.$inferSelect): RefundableOrder => ({
  kind: 'membership',
  id: row.id,
  userId: row.userId,
  email: row.email,
  locale: normalizeLanguage(String(row.metadata?.locale ?? '')) ?? 'en',
  provider: row.provider,
  currency: row.currency,
  status: row.status,
  paidAt: row.paidAt,
  paidCents: row.paidAt ? Number(row.metadata?.setupFeeCents ?? MEMBERSHIP_PRICES.setupFeeCents) : 0,
  refundedCents: row.refundedCents,
  paymentReference: row.providerPaymentReference,
  subscriptionId: row.providerSubscriptionId,
  cancelled: row.cancelledAt !== null,
  label: row.planName,
});

const orderOf = (row: typeof orders.$inferSelect): RefundableOrder => ({
  kind: 'order',
  id: row.id,
  userId: row.userId,
  email: row.email,
  locale: row.locale,
  provider: row.provider,
  currency: row.currency,
  status: row.status,
  paidAt: row.paidAt,
  paidCents: row.paidAt ? row.totalCents : 0,
  refundedCents: row.refundedCents,
  paymentReference: row.providerPaymentReference,
  subscriptionId: null,
  cancelled: false,
  label: receiptNumberOf(row.id),
});

/**
 * The order, locked until the transaction ends: concurrent refunds of one order run one after the other, so the
 * second sees what the first refunded and cannot refund more than was paid.
 */
export async function lockRefundableOrder(
  tx: PaymentTx,
  kind: RefundSubject,
  id: string,
): Promise<RefundableOrder | null> {
  if (kind === 'membership') {
    const [row] = await tx.select().from(membershipOrders).where(eq(membershipOrders.id, id)).for('update');
    return row ? membershipOf(row) : null;
  }
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ? orderOf(row) : null;
}

/** Which order a provider payment (its payment intent, or a subscription checkout's invoice) paid for. */
export async function findOrderByPaymentReference(
  tx: PaymentTx,
  reference: string,
): Promise<{ kind: RefundSubject; id: string } | null> {
  const [membership] = await tx
    .select({ id: membershipOrders.id })
    .from(membershipOrders)
    .where(eq(membershipOrders.providerPaymentReference, reference))
    .limit(1);
  if (membership) return { kind: 'membership', id: membership.id };
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.providerPaymentReference, reference))
    .limit(1);
  return order ? { kind: 'order', id: order.id } : null;
}
