import type { Logger } from '../../lib/logger';
import type { FulfilmentHandler } from '../../lib/payments/fulfilment';
import type { ChargeRefundFacts, PaymentProvider } from '../../lib/payments/types';
import { endRefundedMembership } from './end-refunded-membership';
import { recordRefund } from './record-refund';
import { findOrderByPaymentReference, lockRefundableOrder } from './refundable-order';

const PROVIDER_ACTOR = { id: null, label: 'payment provider' };
const REASON = 'Refunded at the payment provider';

/** The order a charge paid: by its payment intent, else by the metadata our own refunds carry. */
async function orderOfCharge(tx: Parameters<FulfilmentHandler>[0], charge: ChargeRefundFacts) {
  if (charge.paymentIntentId) {
    const found = await findOrderByPaymentReference(tx, charge.paymentIntentId);
    if (found) return found;
  }
  for (const refund of charge.refunds) {
    const { kind, orderId } = refund.metadata;
    if ((kind === 'membership' || kind === 'order') && orderId) return { kind, id: orderId } as const;
  }
  return null;
}

/**
 * `charge.refunded` (a refund made here, or in Stripe's dashboard): each refund the event lists is recorded by its
 * provider id, the same record the admin route writes, so a refund is counted once whoever reports it first. Stripe
 * lists refunds only when expanded; then the cumulative `amount_refunded` beyond what is recorded is the new refund,
 * keyed by the charge and that cumulative amount. Replays and late events find everything recorded.
 */
export const chargeRefundedHandler =
  (provider: PaymentProvider, logger: Logger): FulfilmentHandler =>
  async (tx, event, queueMail) => {
    const charge = event.chargeRefund;
    if (event.type !== 'charge.refunded' || !charge) return;
    const target = await orderOfCharge(tx, charge);
    if (!target) return;
    const order = await lockRefundableOrder(tx, target.kind, target.id);
    if (!order?.paidAt) return;
    const refunds = charge.refunds.length
      ? charge.refunds
      : [
          {
            id: `${charge.chargeId}:${charge.amountRefundedCents}`,
            amountCents: charge.amountRefundedCents - order.refundedCents,
          },
        ];
    let current = order;
    for (const refund of refunds) {
      if (refund.amountCents <= 0) continue;
      const recorded = await recordRefund(
        tx,
        current,
        {
          provider: provider.name,
          providerRefundId: refund.id,
          amountCents: refund.amountCents,
          reason: REASON,
          source: 'provider',
          actor: PROVIDER_ACTOR,
        },
        queueMail,
      );
      if (!recorded) continue;
      // The money already went back: a subscription Stripe cancelled itself must not make the record fail and retry.
      if (recorded.full)
        await endRefundedMembership(tx, provider, current).catch((error: unknown) => {
          logger.warn('refunded membership: subscription not cancelled', { id: current.id, error });
        });
      current = (await lockRefundableOrder(tx, target.kind, target.id))!;
    }
  };
