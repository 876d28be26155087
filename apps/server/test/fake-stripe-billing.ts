import { addMonthsSeconds, type FakeSchedule } from './fake-stripe-subscriptions';

export interface BilledCharge {
  on: string;
  amountCents: number;
}

/**
 * The invoices a subscription schedule makes, by the rules Stripe documents for schedules (decision 026): a trial
 * phase bills nothing; a paid phase bills its items' amount in advance at the start of each billing period; a phase
 * with `billing_cycle_anchor: 'phase_start'` (or the first after a trial) starts a new period at its start, otherwise
 * the periods go on from the anchor before; after the last phase, `cancel` ends the subscription. A canceled
 * schedule bills nothing more. Transitions that would prorate are refused: the model does not compute credits.
 */
export function billedCharges(schedule: FakeSchedule): BilledCharge[] {
  if (schedule.status === 'canceled') return [];
  if (schedule.endBehavior !== 'cancel') throw new Error('The model covers schedules that end (end_behavior cancel).');
  const charges: BilledCharge[] = [];
  let anchor: number | null = null;
  let previousWasPaid = false;
  for (const phase of schedule.phases) {
    if (phase.trial) {
      anchor = null;
      previousWasPaid = false;
      continue;
    }
    if (previousWasPaid && phase.prorationBehavior !== 'none') throw new Error('The model does not prorate.');
    if (phase.billingCycleAnchor === 'phase_start' || anchor === null) anchor = phase.start;
    const amountCents = phase.items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
    for (let period = 0; ; period++) {
      const on = addMonthsSeconds(anchor, period);
      if (on >= phase.end) break;
      if (on >= phase.start) charges.push({ on: new Date(on * 1000).toISOString(), amountCents });
    }
    previousWasPaid = true;
  }
  return charges;
}
