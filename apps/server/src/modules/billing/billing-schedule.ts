import type { BillingCharge } from '@receptiva/shared';
import { membershipChargeSchedule } from '../../lib/payments/membership-charge-schedule';

export { cancellationWindowEnd } from '../../lib/payments/membership-charge-schedule';

/**
 * The charges of spec §9's schedule still to come after `now` (the one Stripe bills, decision 026): none once
 * cancelled. A charge due at `now` exactly counts as made.
 */
export function upcomingMembershipCharges(
  order: { paidAt: Date; cancelledAt: Date | null },
  now: Date,
): BillingCharge[] {
  if (order.cancelledAt) return [];
  return membershipChargeSchedule(order.paidAt)
    .filter((charge) => charge.chargeOn > now)
    .map((charge) => ({ ...charge, chargeOn: charge.chargeOn.toISOString() }));
}
