import {
  MEMBERSHIP_CANCELLATION_WINDOW_DAYS,
  MEMBERSHIP_COMMITMENT_MONTHS,
  type SubscriptionState,
} from '@receptiva/shared';

/** What a provider said about a subscription, in provider-neutral terms, with the provider's time of it. */
export type SubscriptionEvent =
  | { type: 'payment-succeeded'; at: Date }
  | { type: 'payment-failed'; at: Date }
  /** The subscription object's own status, when it is not a terminal one. */
  | { type: 'status-reported'; status: 'active' | 'past_due'; at: Date }
  /** The subscription stopped for good (Stripe: deleted, or updated to `canceled`); `at` is when it ended. */
  | { type: 'subscription-ended'; at: Date; reason: 'payment-failed' | 'other' };

export interface SubscriptionFacts {
  state: SubscriptionState;
  /** Provider time of the last applied state; null before any subscription event. */
  stateAt: Date | null;
  paidAt: Date;
  commitmentEndsAt: Date | null;
}

export interface SubscriptionTransition {
  state: SubscriptionState;
  stateAt: Date;
  /** The state differs from the one before: the delivery that makes it sends the one e-mail of this transition. */
  changed: boolean;
}

const DAY_MS = 86_400_000;
/** A subscription that ends this close to the commitment's end has served it (the last period may end a bit early). */
export const COMPLETION_TOLERANCE_DAYS = 7;

const TERMINAL: ReadonlySet<SubscriptionState> = new Set(['cancelled', 'ended', 'completed']);
/** Among events of the same second, the more severe state wins, so the outcome never depends on arrival order. */
const SEVERITY: Record<'active' | 'past_due', number> = { active: 0, past_due: 1 };

export const isTerminalSubscriptionState = (state: SubscriptionState) => TERMINAL.has(state);

function commitmentEnd(facts: SubscriptionFacts): Date {
  if (facts.commitmentEndsAt) return facts.commitmentEndsAt;
  const end = new Date(facts.paidAt);
  end.setUTCMonth(end.getUTCMonth() + MEMBERSHIP_COMMITMENT_MONTHS);
  return end;
}

/** Which terminal state an ended subscription reaches: by when it ended, relative to the window and the commitment. */
export function endStateOf(facts: SubscriptionFacts, endedAt: Date, reason: 'payment-failed' | 'other') {
  if (reason === 'payment-failed') return 'ended' as const;
  if (endedAt.getTime() >= commitmentEnd(facts).getTime() - COMPLETION_TOLERANCE_DAYS * DAY_MS) return 'completed';
  if (endedAt.getTime() < facts.paidAt.getTime() + MEMBERSHIP_CANCELLATION_WINDOW_DAYS * DAY_MS) return 'cancelled';
  return 'ended';
}

/**
 * The one state machine for Stripe and the test mode: current facts + event → the next state, or null when the event
 * changes nothing (a terminal state is final; an event older than the last applied state is stale). A subscription
 * that has ended at the provider cannot come back, so its end applies whatever the order of arrival; any other event
 * applies only when it is newer than the last applied state (or, in the same second, more severe). Replayed and
 * shuffled deliveries of one set of events therefore always end in the same state.
 */
export function nextSubscriptionState(
  facts: SubscriptionFacts,
  event: SubscriptionEvent,
): SubscriptionTransition | null {
  if (isTerminalSubscriptionState(facts.state)) return null;
  if (event.type === 'subscription-ended') {
    const state = endStateOf(facts, event.at, event.reason);
    const stateAt = facts.stateAt && facts.stateAt > event.at ? facts.stateAt : event.at;
    return { state, stateAt, changed: true };
  }
  const target =
    event.type === 'payment-succeeded' ? 'active' : event.type === 'payment-failed' ? 'past_due' : event.status;
  if (facts.stateAt) {
    const [last, next] = [facts.stateAt.getTime(), event.at.getTime()];
    if (next < last) return null;
    const current = facts.state as 'active' | 'past_due';
    if (next === last && SEVERITY[target] <= SEVERITY[current]) return null;
  }
  return { state: target, stateAt: event.at, changed: target !== facts.state };
}

/** Past due beyond the grace period counts as ended (no event marks it: the time does). */
export function effectiveSubscriptionState(
  state: SubscriptionState,
  graceEndsAt: Date | null,
  now: Date,
): SubscriptionState {
  return state === 'past_due' && graceEndsAt !== null && now >= graceEndsAt ? 'ended' : state;
}
