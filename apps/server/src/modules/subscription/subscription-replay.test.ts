import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/server';
import {
  buyTestMembership,
  deliverOk,
  orderOf,
  subscriptionEvent,
  subscriptionMails,
} from './subscription-test-helpers';

const DAY_MS = 86_400_000;
const NOW = Math.floor(Date.now() / 1000) * 1000;
const wholeSecondsAgo = (days: number) => new Date(NOW - days * DAY_MS);
const shuffled = <T>(items: T[]) =>
  items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
const tenTimes = (payloads: string[]) => payloads.flatMap((payload) => Array.from({ length: 10 }, () => payload));

describe('subscription events replayed and reordered', () => {
  const server = useTestServer();

  async function lifeOfOneMember() {
    const bought = await buyTestMembership(server());
    const subscriptionId = bought.order.providerSubscriptionId!;
    const event = (id: string, type: string, days: number, status?: string) =>
      subscriptionEvent(`${id}_${subscriptionId}`, type, subscriptionId, { created: wholeSecondsAgo(days), status });
    const events = [
      event('evt_fail_1', 'invoice.payment_failed', 6),
      event('evt_sub_past_due', 'customer.subscription.updated', 6, 'past_due'),
      event('evt_retry_fail', 'invoice.payment_failed', 5),
      event('evt_paid', 'invoice.paid', 4),
      event('evt_sub_active', 'customer.subscription.updated', 4, 'active'),
      event('evt_fail_2', 'invoice.payment_failed', 1),
    ];
    return { ...bought, events };
  }

  const mailCounts = async (email: string) => ({
    pastDue: (await subscriptionMails(server(), email, 'pastDue')).length,
    recovered: (await subscriptionMails(server(), email, 'recovered')).length,
  });

  it('applies each event once when each arrives 10 times at once, in order: one e-mail per transition', async () => {
    const { email, order, events } = await lifeOfOneMember();
    for (const payload of events) {
      const results = await Promise.all(Array.from({ length: 10 }, () => deliverOk(server(), payload)));
      expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    }
    const after = await orderOf(server(), order.id);
    expect(after).toMatchObject({ subscriptionStatus: 'past_due', subscriptionStateAt: wholeSecondsAgo(1) });
    expect(await mailCounts(email)).toEqual({ pastDue: 2, recovered: 1 });

    // Every event again, 10 times each, shuffled: nothing changes and nobody is written to.
    await Promise.all(shuffled(tenTimes(events)).map((payload) => deliverOk(server(), payload)));
    expect(await orderOf(server(), order.id)).toMatchObject({ subscriptionStatus: 'past_due' });
    expect(await mailCounts(email)).toEqual({ pastDue: 2, recovered: 1 });
  });

  it.each([1, 2, 3])('ends in the same state from all events 10 times each in shuffled order (run %i)', async () => {
    const { email, order, events } = await lifeOfOneMember();
    await Promise.all(shuffled(tenTimes(events)).map((payload) => deliverOk(server(), payload)));
    const after = await orderOf(server(), order.id);
    expect(after).toMatchObject({
      subscriptionStatus: 'past_due',
      subscriptionStateAt: wholeSecondsAgo(1),
      pastDueSince: expect.any(Date),
    });
    // Transitions alternate from active and end past due: one e-mail per transition actually made, never per event.
    const { pastDue, recovered } = await mailCounts(email);
    expect(pastDue).toBeGreaterThanOrEqual(1);
    expect(pastDue).toBeLessThanOrEqual(2);
    expect(pastDue - recovered).toBe(1);
  });

  it('ends for good whatever the order, when the subscription’s end is among the events', async () => {
    const { email, order, events } = await lifeOfOneMember();
    const subscriptionId = order.providerSubscriptionId!;
    const end = subscriptionEvent(`evt_end_${subscriptionId}`, 'customer.subscription.deleted', subscriptionId, {
      created: wholeSecondsAgo(2),
      endedAt: wholeSecondsAgo(2),
      reason: 'payment_failed',
    });
    await Promise.all(shuffled(tenTimes([...events, end])).map((payload) => deliverOk(server(), payload)));
    expect((await orderOf(server(), order.id)).subscriptionStatus).toBe('ended');
    expect(await subscriptionMails(server(), email, 'ended')).toHaveLength(1);
  });
});
