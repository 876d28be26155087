import { SUBSCRIPTION_STATES, type SubscriptionState } from '@receptiva/shared';
import { describe, expect, it } from 'vitest';
import {
  effectiveSubscriptionState,
  nextSubscriptionState,
  type SubscriptionEvent,
  type SubscriptionFacts,
} from './subscription-state-machine';

const paidAt = new Date('2025-01-14T10:00:00Z');
const commitmentEndsAt = new Date('2026-01-14T10:00:00Z');
const t = (iso: string) => new Date(iso);
const facts = (state: SubscriptionState, stateAt: Date | null = null): SubscriptionFacts => ({
  state,
  stateAt,
  paidAt,
  commitmentEndsAt,
});

const failed = (at: string): SubscriptionEvent => ({ type: 'payment-failed', at: t(at) });
const paid = (at: string): SubscriptionEvent => ({ type: 'payment-succeeded', at: t(at) });
const ended = (at: string, reason: 'payment-failed' | 'other' = 'other'): SubscriptionEvent => ({
  type: 'subscription-ended',
  at: t(at),
  reason,
});

describe('the subscription state machine', () => {
  it.each<[string, SubscriptionState, SubscriptionEvent, SubscriptionState, boolean]>([
    ['a failed renewal makes it past due', 'active', failed('2025-03-01T00:00:00Z'), 'past_due', true],
    ['a paid renewal brings it back', 'past_due', paid('2025-03-04T00:00:00Z'), 'active', true],
    ['a paid renewal keeps it active', 'active', paid('2025-03-01T00:00:00Z'), 'active', false],
    ['a retry that fails again keeps it past due', 'past_due', failed('2025-03-04T00:00:00Z'), 'past_due', false],
    [
      'the provider reporting past due',
      'active',
      { type: 'status-reported', status: 'past_due', at: t('2025-03-01T00:00:00Z') },
      'past_due',
      true,
    ],
    [
      'the provider reporting active',
      'past_due',
      { type: 'status-reported', status: 'active', at: t('2025-03-09T00:00:00Z') },
      'active',
      true,
    ],
    ['an end inside the 30-day window is a cancellation', 'active', ended('2025-01-20T00:00:00Z'), 'cancelled', true],
    ['an end after the window, before the commitment', 'active', ended('2025-06-20T00:00:00Z'), 'ended', true],
    ['an end of a past-due subscription', 'past_due', ended('2025-06-20T00:00:00Z'), 'ended', true],
    [
      'an end for unpaid invoices, even late',
      'past_due',
      ended('2026-01-14T10:00:00Z', 'payment-failed'),
      'ended',
      true,
    ],
    ['an end at the commitment’s end completes it', 'active', ended('2026-01-14T10:00:00Z'), 'completed', true],
    ['an end a few days before the commitment’s end', 'active', ended('2026-01-10T00:00:00Z'), 'completed', true],
  ])('%s', (_label, from, event, to, changed) => {
    expect(nextSubscriptionState(facts(from, t('2025-01-15T00:00:00Z')), event)).toEqual({
      state: to,
      stateAt: event.at,
      changed,
    });
  });

  it.each(['cancelled', 'ended', 'completed'] as const)('leaves %s final whatever comes next', (state) => {
    for (const event of [paid('2030-01-01T00:00:00Z'), failed('2030-01-01T00:00:00Z'), ended('2030-01-01T00:00:00Z')]) {
      expect(nextSubscriptionState(facts(state, t('2025-02-01T00:00:00Z')), event)).toBeNull();
    }
  });

  it('never applies an older state over a newer one', () => {
    const current = facts('active', t('2025-03-04T00:00:00Z'));
    expect(nextSubscriptionState(current, failed('2025-03-01T00:00:00Z'))).toBeNull();
    expect(
      nextSubscriptionState(facts('past_due', t('2025-03-04T00:00:00Z')), paid('2025-03-01T00:00:00Z')),
    ).toBeNull();
  });

  it('lets the more severe state win within one second, so the order of arrival does not matter', () => {
    const at = '2025-03-01T00:00:00Z';
    expect(nextSubscriptionState(facts('active', t(at)), failed(at))).toMatchObject({ state: 'past_due' });
    expect(nextSubscriptionState(facts('past_due', t(at)), paid(at))).toBeNull();
  });

  it('applies an end that arrives after newer events: an ended subscription cannot come back', () => {
    const transition = nextSubscriptionState(facts('active', t('2025-07-01T00:00:00Z')), ended('2025-06-20T00:00:00Z'));
    expect(transition).toEqual({ state: 'ended', stateAt: t('2025-07-01T00:00:00Z'), changed: true });
  });

  it('takes the first event of a subscription whatever its time', () => {
    expect(nextSubscriptionState(facts('active'), failed('2025-02-01T00:00:00Z'))).toMatchObject({
      state: 'past_due',
      changed: true,
    });
  });

  it('reaches the same state from every order of one set of events', () => {
    const events = [failed('2025-03-01T00:00:00Z'), paid('2025-03-04T00:00:00Z'), failed('2025-04-01T00:00:00Z')];
    const orders = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ];
    const outcomes = orders.map((order) => {
      const current = facts('active');
      for (const index of order) {
        const next = nextSubscriptionState(current, events[index]!);
        if (next) Object.assign(current, { state: next.state, stateAt: next.stateAt });
      }
      return current;
    });
    expect(new Set(outcomes.map((o) => `${o.state}@${o.stateAt?.toISOString()}`))).toEqual(
      new Set(['past_due@2025-04-01T00:00:00.000Z']),
    );
  });

  it('counts past due beyond the grace period as ended, and nothing else', () => {
    const graceEndsAt = t('2025-03-15T00:00:00Z');
    expect(effectiveSubscriptionState('past_due', graceEndsAt, t('2025-03-14T23:59:59Z'))).toBe('past_due');
    expect(effectiveSubscriptionState('past_due', graceEndsAt, graceEndsAt)).toBe('ended');
    for (const state of SUBSCRIPTION_STATES.filter((s) => s !== 'past_due')) {
      expect(effectiveSubscriptionState(state, graceEndsAt, t('2030-01-01T00:00:00Z'))).toBe(state);
    }
  });
});
