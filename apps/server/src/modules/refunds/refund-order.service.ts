import { formatUsd, type RefundPreview, type RefundSubject } from '@receptiva/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/audit/record-audit';
import { drizzleOutboxWriter } from '../../lib/mailer/outbox';
import type { PaymentTx } from '../../lib/payments/fulfilment';
import type { PaymentProvider } from '../../lib/payments/types';
import { validationFailed } from '../../lib/validation';
import { endRefundedMembership } from './end-refunded-membership';
import { refundPreviewOf } from './get-refund-preview.service';
import { recordRefund } from './record-refund';
import { lockRefundableOrder, type RefundableOrder } from './refundable-order';
import { rememberPaymentIntent } from './remember-payment-intent';

interface RefundParams {
  kind: RefundSubject;
  orderId: string;
  input: { amountCents?: number; reason: string };
  actor: AuditActor;
}

async function paidOrder(tx: PaymentTx, kind: RefundSubject, orderId: string): Promise<RefundableOrder> {
  const order = await lockRefundableOrder(tx, kind, orderId);
  if (!order) throw new AppError('NOT_FOUND', 'No such order.');
  if (!order.paidAt) throw new AppError('CONFLICT', 'This order was never paid: there is nothing to refund.');
  return order;
}

/** Only money that came in through the current provider can go back through it (a granted membership paid nothing). */
function assertRefundable(order: RefundableOrder, provider: PaymentProvider) {
  if (order.provider !== provider.name) {
    throw new AppError(
      'CONFLICT',
      `This order was not paid through ${provider.name}: there is nothing to refund here.`,
    );
  }
  if (provider.name !== 'test' && !order.paymentReference) {
    throw new AppError('CONFLICT', 'The payment of this order is not known: refund it in the provider’s dashboard.');
  }
}

/** `GET /api/admin/refunds/{kind}/{orderId}`. */
export async function getRefundPreview(db: Db, kind: RefundSubject, orderId: string): Promise<RefundPreview> {
  return db.transaction(async (tx) => refundPreviewOf(tx, await paidOrder(tx, kind, orderId)));
}

/**
 * `POST /api/admin/refunds/{kind}/{orderId}`: the order stays locked from the check of what is left to the record of
 * the refund, provider call included, so two concurrent requests never refund more than was paid. A failed provider
 * call rolls everything back; a retry reuses the idempotency key of the same (order, refunded so far, amount).
 */
export async function refundOrder(db: Db, provider: PaymentProvider, params: RefundParams): Promise<RefundPreview> {
  return db.transaction(async (tx) => {
    const order = await paidOrder(tx, params.kind, params.orderId);
    assertRefundable(order, provider);
    const refundable = order.paidCents - order.refundedCents;
    if (refundable <= 0) throw new AppError('CONFLICT', 'This order is already fully refunded.');
    const amountCents = params.input.amountCents ?? refundable;
    if (amountCents > refundable) {
      throw validationFailed({ amountCents: `At most ${formatUsd(refundable)} can still be refunded.` });
    }
    const result = await provider.refundPayment({
      paymentReference: order.paymentReference,
      amountCents,
      idempotencyKey: `refund:${order.kind}:${order.id}:${order.refundedCents}:${amountCents}`,
      metadata: { kind: order.kind, orderId: order.id },
    });
    await rememberPaymentIntent(tx, order, result.paymentIntentId);
    const recorded = await recordRefund(
      tx,
      order,
      {
        provider: provider.name,
        providerRefundId: result.refundId,
        amountCents,
        reason: params.input.reason,
        source: 'admin',
        actor: params.actor,
      },
      drizzleOutboxWriter(tx),
    );
    if (recorded?.full) await endRefundedMembership(tx, provider, order);
    return refundPreviewOf(tx, (await lockRefundableOrder(tx, order.kind, order.id))!);
  });
}
