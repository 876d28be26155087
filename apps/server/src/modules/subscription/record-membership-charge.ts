import { membershipCharges } from '../../db/schema';
import type { PaymentTx } from '../../lib/payments/fulfilment';
import type { PaymentEvent } from '../../lib/payments/types';

/**
 * A paid invoice of a membership after its checkout, kept for the revenue figures (decision 031). The checkout's first
 * invoice (`subscription_create`) is the setup fee already counted on the order; a $0 invoice (the trial) is nothing.
 */
export async function recordMembershipCharge(tx: PaymentTx, membershipOrderId: string, event: PaymentEvent) {
  if (event.type !== 'invoice.paid' || !event.objectId || !event.occurredAt) return;
  if (!event.amountCents || event.amountCents <= 0 || event.billingReason === 'subscription_create') return;
  await tx
    .insert(membershipCharges)
    .values({
      membershipOrderId,
      providerInvoiceId: event.objectId,
      amountCents: event.amountCents,
      paidAt: event.occurredAt,
    })
    .onConflictDoNothing({ target: membershipCharges.providerInvoiceId });
}
