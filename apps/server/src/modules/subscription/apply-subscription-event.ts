import type { SubscriptionState } from '@receptiva/shared';
import { and, eq, sql } from 'drizzle-orm';
import { membershipOrders } from '../../db/schema';
import { preferredLocaleOf } from '../../lib/mailer/recipient-locale';
import { renderSubscriptionMail, type SubscriptionMailKind } from '../../lib/mailer/subscription-templates';
import type { FulfilmentHandler, PaymentTx } from '../../lib/payments/fulfilment';
import { getMembershipGraceDays, getPublicSettings } from '../settings/settings.service';
import { recordMembershipCharge } from './record-membership-charge';
import { subscriptionEventOf } from './subscription-event-of';
import { nextSubscriptionState } from './subscription-state-machine';

type OrderRow = typeof membershipOrders.$inferSelect;

const DAY_MS = 86_400_000;

/** The stored state; an order cancelled through our own billing page (decision 011) is `cancelled`. */
const currentStateOf = (order: OrderRow): SubscriptionState =>
  order.cancelledAt && order.subscriptionStatus === 'active'
    ? 'cancelled'
    : (order.subscriptionStatus as SubscriptionState);

/** Which e-mail a transition sends: none for the states nobody needs telling about. */
function mailKindOf(from: SubscriptionState, to: SubscriptionState, order: OrderRow): SubscriptionMailKind | null {
  if (to === 'past_due') return 'pastDue';
  if (to === 'active') return from === 'past_due' ? 'recovered' : null;
  // Cancelled on our billing page: that page already sent the confirmation.
  if (to === 'cancelled') return order.cancelledAt ? null : 'cancelled';
  return to;
}

/** The paid membership order of a provider subscription, locked: its events are applied one at a time. */
async function lockOrderOf(tx: PaymentTx, subscriptionId: string) {
  const [order] = await tx
    .select()
    .from(membershipOrders)
    .where(and(eq(membershipOrders.providerSubscriptionId, subscriptionId), eq(membershipOrders.status, 'paid')))
    .for('update')
    .limit(1);
  return order;
}

/**
 * `invoice.paid`, `invoice.payment_failed`, `customer.subscription.updated|deleted`, from Stripe or the test mode's
 * simulate panel: the state machine decides, one conditional write applies it with the provider time of the state,
 * and only a delivery that changes the state queues its one e-mail. Replays never get here (the event id is recorded
 * first, in the same transaction); concurrent events of one subscription wait on the order's row lock.
 */
export const subscriptionLifeHandler =
  (publicUrl: string): FulfilmentHandler =>
  async (tx, event, queueMail) => {
    const subscriptionEvent = subscriptionEventOf(event);
    if (!subscriptionEvent || !event.subscriptionId) return;
    const order = await lockOrderOf(tx, event.subscriptionId);
    if (!order?.paidAt) return;
    await recordMembershipCharge(tx, order.id, event);
    const from = currentStateOf(order);
    const next = nextSubscriptionState(
      {
        state: from,
        stateAt: order.subscriptionStateAt,
        paidAt: order.paidAt,
        commitmentEndsAt: order.commitmentEndsAt,
      },
      subscriptionEvent,
    );
    if (!next) return;
    const enteringPastDue = next.changed && next.state === 'past_due';
    const graceEndsAt = enteringPastDue
      ? new Date(subscriptionEvent.at.getTime() + (await getMembershipGraceDays(tx)) * DAY_MS)
      : order.graceEndsAt;
    await tx
      .update(membershipOrders)
      .set({
        subscriptionStatus: next.state,
        subscriptionStateAt: next.stateAt,
        ...(enteringPastDue ? { pastDueSince: subscriptionEvent.at, graceEndsAt } : {}),
        ...(next.state === 'active' ? { pastDueSince: null, graceEndsAt: null } : {}),
        ...(next.state === 'cancelled' && !order.cancelledAt ? { cancelledAt: subscriptionEvent.at } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(membershipOrders.id, order.id));
    const mailKind = next.changed ? mailKindOf(from, next.state, order) : null;
    if (!mailKind) return;
    const settings = await getPublicSettings(tx);
    const locale = (await preferredLocaleOf(tx, order.userId)) ?? String(order.metadata?.locale ?? '');
    await queueMail(
      renderSubscriptionMail(
        mailKind,
        {
          email: order.email,
          planName: order.planName,
          amountCents: event.amountCents,
          graceEndsAt: next.state === 'past_due' ? graceEndsAt : null,
          at: subscriptionEvent.at,
          billingUrl: `${publicUrl}/dashboard/billing`,
        },
        { brand: settings.brandName, locale },
      ),
    );
  };
