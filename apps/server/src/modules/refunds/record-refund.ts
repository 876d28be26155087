import { eq, sql } from 'drizzle-orm';
import { membershipOrders, orders, paymentRefunds, type RefundSource } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../lib/audit/record-audit';
import { planNameIn } from '../../lib/mailer/plan-name';
import { preferredLocaleOf } from '../../lib/mailer/recipient-locale';
import type { OutboxWriter } from '../../lib/mailer/types';
import type { PaymentTx } from '../../lib/payments/fulfilment';
import { appendOrderTimelineEntry } from '../orders/append-order-timeline-entry';
import { getPublicSettings } from '../settings/settings.service';
import { renderDuplicateMembershipEmail, renderRefundEmail } from './refund-email';
import type { RefundableOrder } from './refundable-order';

export interface RefundMade {
  provider: string;
  providerRefundId: string;
  amountCents: number;
  reason: string;
  source: RefundSource;
  actor: AuditActor;
}

/** The order's status once `refundedCents` of it is refunded. */
function statusAfter(order: RefundableOrder, full: boolean): string {
  if (full) return 'refunded';
  return order.kind === 'order' && order.status === 'paid' ? 'partially_refunded' : order.status;
}

/**
 * Records one refund of a locked order exactly once (the provider's refund id is unique): the `payment_refunds` row,
 * the order's refunded amount and status, the audit entry and the customer's e-mail. A refund already recorded (the
 * webhook reporting the refund our route made, or a replay) changes nothing. Returns whether the order is now fully
 * refunded by this refund, or null when it was already recorded.
 */
export async function recordRefund(
  tx: PaymentTx,
  order: RefundableOrder,
  refund: RefundMade,
  queueMail: OutboxWriter,
): Promise<{ full: boolean } | null> {
  const amountCents = Math.min(refund.amountCents, order.paidCents - order.refundedCents);
  if (amountCents <= 0) return null;
  const [row] = await tx
    .insert(paymentRefunds)
    .values({
      provider: refund.provider,
      providerRefundId: refund.providerRefundId,
      membershipOrderId: order.kind === 'membership' ? order.id : null,
      orderId: order.kind === 'order' ? order.id : null,
      amountCents,
      reason: refund.reason,
      source: refund.source,
      actorUserId: refund.actor.id,
    })
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.id });
  if (!row) return null;

  const refundedCents = order.refundedCents + amountCents;
  const full = refundedCents >= order.paidCents;
  const status = statusAfter(order, full);
  const changes = { refundedCents, status, ...(full ? { refundedAt: sql`now()` } : {}), updatedAt: sql`now()` };
  if (order.kind === 'membership') {
    await tx.update(membershipOrders).set(changes).where(eq(membershipOrders.id, order.id));
  } else {
    await tx.update(orders).set(changes).where(eq(orders.id, order.id));
    // Every refund, partial ones too, is a step of the order's timeline; the reason stays internal.
    await appendOrderTimelineEntry(tx, {
      orderId: order.id,
      status: 'refunded',
      note: refund.reason,
      actor: refund.actor,
    });
  }
  await recordAudit(tx, {
    accountUserId: order.userId,
    actor: refund.actor,
    action: `${order.kind === 'membership' ? 'membership' : 'order'}.refunded`,
    subjectType: order.kind === 'membership' ? 'membership_order' : 'order',
    subjectId: order.id,
    subjectLabel: `${order.label} (${order.email})`,
    changes: {
      refundedCents: { from: order.refundedCents, to: refundedCents },
      ...(status !== order.status ? { status: { from: order.status, to: status } } : {}),
      refund: { from: null, to: { amountCents, reason: refund.reason, source: refund.source } },
    },
  });

  const settings = await getPublicSettings(tx);
  const locale = (await preferredLocaleOf(tx, order.userId)) ?? order.locale;
  const mail = {
    to: order.email,
    locale,
    brand: settings.brandName,
    label: order.kind === 'membership' ? planNameIn(order.label, locale) : order.label,
    amountCents,
    refundedCents,
    paidCents: order.paidCents,
  };
  await queueMail(
    refund.source === 'duplicate'
      ? renderDuplicateMembershipEmail(mail)
      : renderRefundEmail({ ...mail, full, isMembership: order.kind === 'membership' }),
  );
  return { full };
}
