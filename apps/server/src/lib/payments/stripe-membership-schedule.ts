import type Stripe from 'stripe';
import { membershipChargeSchedule } from './membership-charge-schedule';

/**
 * What the Stripe subscription does after the 12th monthly payment (decision 026): `cancel` ends it, so nothing more
 * is charged; `release` would leave it running at $497 on each 1st. Decision 022 (the subscription's life) owns the
 * choice between ending and renewing; this one constant is what changes if it renews.
 */
export const MEMBERSHIP_SCHEDULE_END_BEHAVIOR: Stripe.SubscriptionScheduleUpdateParams.EndBehavior = 'cancel';

// Stripe counts in whole seconds; rounding up never lets it charge before the instant our window really ends.
const seconds = (at: Date) => Math.ceil(at.getTime() / 1000);

const idOf = (value: string | { id: string } | null) =>
  value === null || typeof value === 'string' ? value : value.id;

/** The monthly price and product of the subscription the membership Checkout created. */
export interface MembershipSubscriptionItem {
  priceId: string;
  productId: string;
}

/**
 * The schedule's phases for spec §9, built from the same list as the billing page: a trial until the 30-day window
 * ends (the current phase, which must keep its start); the prorated rest of that month as a one-month price of the
 * prorated amount, billed when the phase starts; then $497 anchored to the 1st for the remaining payments. Neither
 * paid phase prorates: the prorated phase is already the exact amount, and it is not credited when the 1st comes.
 */
export function membershipSchedulePhases(
  item: MembershipSubscriptionItem,
  currentPhaseStart: number,
  paidAt: Date,
): Stripe.SubscriptionScheduleUpdateParams.Phase[] {
  const [prorated, ...monthly] = membershipChargeSchedule(paidAt);
  const firstMonthly = monthly[0]!;
  return [
    {
      start_date: currentPhaseStart,
      end_date: seconds(prorated!.chargeOn),
      trial: true,
      items: [{ price: item.priceId, quantity: 1 }],
    },
    {
      end_date: seconds(firstMonthly.chargeOn),
      items: [
        {
          price_data: {
            currency: 'usd',
            product: item.productId,
            unit_amount: prorated!.amountCents,
            recurring: { interval: 'month' },
          },
          quantity: 1,
        },
      ],
      billing_cycle_anchor: 'phase_start',
      proration_behavior: 'none',
    },
    {
      duration: { interval: 'month', interval_count: monthly.length },
      items: [{ price: item.priceId, quantity: 1 }],
      billing_cycle_anchor: 'phase_start',
      proration_behavior: 'none',
    },
  ];
}

/**
 * Puts the membership subscription (created by Checkout in a 30-day trial) on a Subscription Schedule that bills
 * spec §9's schedule from `paidAt`. Safe to repeat after a failure half-way: a schedule already attached to the
 * subscription is updated instead of created twice.
 */
export async function scheduleStripeMembershipBilling(stripe: Stripe, subscriptionId: string, paidAt: Date) {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const price = subscription.items.data[0]?.price;
  if (!price) throw new Error(`Stripe subscription ${subscriptionId} has no price to schedule.`);
  const existing = idOf(subscription.schedule);
  const schedule = existing
    ? await stripe.subscriptionSchedules.retrieve(existing)
    : await stripe.subscriptionSchedules.create({ from_subscription: subscriptionId });
  const currentPhase = schedule.phases[0];
  if (!currentPhase) throw new Error(`Stripe schedule ${schedule.id} has no phase.`);
  await stripe.subscriptionSchedules.update(schedule.id, {
    end_behavior: MEMBERSHIP_SCHEDULE_END_BEHAVIOR,
    proration_behavior: 'none',
    phases: membershipSchedulePhases(
      { priceId: price.id, productId: idOf(price.product)! },
      currentPhase.start_date,
      paidAt,
    ),
  });
}
