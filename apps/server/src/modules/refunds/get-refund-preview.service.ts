import { MEMBERSHIP_CANCELLATION_WINDOW_DAYS, type RefundPreview, type RefundSubject } from '@receptiva/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentRefunds } from '../../db/schema';
import type { PaymentTx } from '../../lib/payments/fulfilment';
import type { RefundableOrder } from './refundable-order';

const DAY_MS = 24 * 60 * 60 * 1000;
export const MONEY_BACK_GUARANTEE_DAYS = MEMBERSHIP_CANCELLATION_WINDOW_DAYS;
const GUARANTEE_RULE = `100% money-back guarantee within ${MONEY_BACK_GUARANTEE_DAYS} days of payment (spec §9, stated on some plan pages). After that a refund is a goodwill decision; the membership setup fee is otherwise non-refundable.`;

export const refundStateOf = (order: Pick<RefundableOrder, 'paidCents' | 'refundedCents'>): RefundPreview['state'] =>
  order.refundedCents === 0
    ? 'not_refunded'
    : order.refundedCents >= order.paidCents
      ? 'refunded'
      : 'partially_refunded';

/** What an admin sees before refunding: paid, refunded so far, what is left, and whether the guarantee still applies. */
export async function refundPreviewOf(
  db: Db | PaymentTx,
  order: RefundableOrder,
  now = new Date(),
): Promise<RefundPreview> {
  const column = order.kind === 'membership' ? paymentRefunds.membershipOrderId : paymentRefunds.orderId;
  const refunds = await db
    .select()
    .from(paymentRefunds)
    .where(eq(column, order.id))
    .orderBy(asc(paymentRefunds.createdAt));
  const endsAt = order.paidAt ? new Date(order.paidAt.getTime() + MONEY_BACK_GUARANTEE_DAYS * DAY_MS) : null;
  return {
    kind: order.kind as RefundSubject,
    orderId: order.id,
    email: order.email,
    currency: order.currency,
    paidAt: order.paidAt?.toISOString() ?? null,
    paidCents: order.paidCents,
    refundedCents: order.refundedCents,
    refundableCents: Math.max(0, order.paidCents - order.refundedCents),
    state: refundStateOf(order),
    guarantee: {
      days: MONEY_BACK_GUARANTEE_DAYS,
      endsAt: endsAt?.toISOString() ?? null,
      applies: endsAt !== null && now < endsAt,
      rule: GUARANTEE_RULE,
    },
    refunds: refunds.map((refund) => ({
      amountCents: refund.amountCents,
      reason: refund.reason,
      source: refund.source,
      createdAt: refund.createdAt.toISOString(),
    })),
  };
}
