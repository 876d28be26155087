import type { ChargeRefundFacts } from './types';

const idOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') {
    return (value as { id: string }).id;
  }
  return null;
};

const stringsOf = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(value && typeof value === 'object' ? value : {}).filter(([, v]) => typeof v === 'string'),
  ) as Record<string, string>;

/**
 * The refund facts of a `charge.refunded` event's charge. Stripe lists the refunds only when they are expanded, so
 * the cumulative `amount_refunded` is what the handler relies on; listed refunds give their ids.
 */
export function chargeRefundOf(object: Record<string, unknown>): ChargeRefundFacts | undefined {
  if (object.object !== 'charge') return undefined;
  const listed = (object.refunds as { data?: unknown[] } | null | undefined)?.data ?? [];
  return {
    chargeId: idOf(object.id) ?? '',
    paymentIntentId: idOf(object.payment_intent),
    amountRefundedCents: Number.isSafeInteger(object.amount_refunded) ? (object.amount_refunded as number) : 0,
    refunds: listed.flatMap((entry) => {
      const refund = (entry ?? {}) as Record<string, unknown>;
      const id = idOf(refund.id);
      if (!id || !Number.isSafeInteger(refund.amount)) return [];
      return [{ id, amountCents: refund.amount as number, metadata: stringsOf(refund.metadata) }];
    }),
  };
}

/** What a refund is made against: the checkout's payment intent, or (subscription checkout) its first invoice. */
export const paymentReferenceOf = (object: Record<string, unknown>): string | null =>
  object.object === 'checkout.session' ? (idOf(object.payment_intent) ?? idOf(object.invoice)) : null;
