import { receiptNumberOf } from '@receptiva/shared';
import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import { membershipCharges, membershipOrders, orders, paymentRefunds } from '../../../db/schema';
import { toOrderViews } from '../../orders/order-view';
import { type ExportSection, iso } from './export-types';

type RefundRow = { orderId: string | null; membershipOrderId: string | null; amountCents: number; createdAt: Date };

const refundsOf = (refunds: RefundRow[], match: (refund: RefundRow) => boolean) =>
  refunds.filter(match).map((refund) => ({ amountCents: refund.amountCents, refundedAt: iso(refund.createdAt) }));

const setupFeeOf = (metadata: Record<string, unknown> | null) => {
  const cents = Number(metadata?.setupFeeCents);
  return Number.isInteger(cents) && cents > 0 ? cents : null;
};

/**
 * `orders.json`: every marketplace order with its lines and the timeline the buyer sees (shared notes only), and
 * every membership order with its monthly charges; refunds by amount and date. Left out: the payment provider's
 * references, who at Receptiva handled an order and the reason an admin typed for a refund.
 */
export const exportOrders: ExportSection = async (db, subject) => {
  const orderRows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, subject.userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const membershipRows = await db
    .select()
    .from(membershipOrders)
    .where(eq(membershipOrders.userId, subject.userId))
    .orderBy(desc(membershipOrders.createdAt), desc(membershipOrders.id));
  const orderIds = orderRows.map((row) => row.id);
  const membershipIds = membershipRows.map((row) => row.id);
  const charges =
    membershipIds.length === 0
      ? []
      : await db
          .select()
          .from(membershipCharges)
          .where(inArray(membershipCharges.membershipOrderId, membershipIds))
          .orderBy(asc(membershipCharges.paidAt));
  const refunds =
    orderIds.length + membershipIds.length === 0
      ? []
      : await db
          .select({
            orderId: paymentRefunds.orderId,
            membershipOrderId: paymentRefunds.membershipOrderId,
            amountCents: paymentRefunds.amountCents,
            createdAt: paymentRefunds.createdAt,
          })
          .from(paymentRefunds)
          .where(
            or(
              orderIds.length > 0 ? inArray(paymentRefunds.orderId, orderIds) : undefined,
              membershipIds.length > 0 ? inArray(paymentRefunds.membershipOrderId, membershipIds) : undefined,
            ),
          )
          .orderBy(asc(paymentRefunds.createdAt));
  const views = await toOrderViews(db, orderRows, subject.language);

  return {
    marketplaceOrders: views.map((view, index) => ({
      ...view,
      email: orderRows[index]!.email,
      refundedCents: orderRows[index]!.refundedCents,
      refunds: refundsOf(refunds, (refund) => refund.orderId === view.id),
    })),
    membershipOrders: membershipRows.map((row) => ({
      id: row.id,
      receiptNumber: receiptNumberOf(row.id),
      email: row.email,
      planName: row.planName,
      paymentType: row.paymentType,
      amountCents: row.amountCents,
      setupFeeCents: setupFeeOf(row.metadata),
      currency: row.currency,
      status: row.status,
      paymentProvider: row.provider,
      subscriptionStatus: row.subscriptionStatus,
      createdAt: iso(row.createdAt),
      paidAt: iso(row.paidAt),
      commitmentEndsAt: iso(row.commitmentEndsAt),
      cancelledAt: iso(row.cancelledAt),
      pastDueSince: iso(row.pastDueSince),
      graceEndsAt: iso(row.graceEndsAt),
      refundedCents: row.refundedCents,
      refundedAt: iso(row.refundedAt),
      monthlyCharges: charges
        .filter((charge) => charge.membershipOrderId === row.id)
        .map((charge) => ({ amountCents: charge.amountCents, currency: charge.currency, paidAt: iso(charge.paidAt) })),
      refunds: refundsOf(refunds, (refund) => refund.membershipOrderId === row.id),
    })),
  };
};
