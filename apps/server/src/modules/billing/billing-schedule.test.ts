import { describe, expect, it } from 'vitest';
import {
  cancellationWindowEnd,
  firstOfNextMonth,
  nextMembershipCharge,
  proratedRestOfMonthCents,
} from './billing-schedule';

const at = (iso: string) => new Date(iso);

describe('the spec §9 billing schedule', () => {
  it('ends the cancellation window 30 days after payment', () => {
    expect(cancellationWindowEnd(at('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-02-14T10:00:00.000Z');
  });

  it('finds the 1st of the next month, across a year end', () => {
    expect(firstOfNextMonth(at('2026-03-31T23:59:00Z')).toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(firstOfNextMonth(at('2026-12-05T00:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('prorates $497 over the rest of the month, the charge day included, in whole cents', () => {
    expect(proratedRestOfMonthCents(at('2026-02-01T00:00:00Z'))).toBe(49_700);
    expect(proratedRestOfMonthCents(at('2026-02-14T10:00:00Z'))).toBe(26_625); // 15 of 28 days
    expect(proratedRestOfMonthCents(at('2026-01-31T10:00:00Z'))).toBe(1_603); // 1 of 31 days
  });

  const order = {
    paidAt: at('2026-01-15T10:00:00Z'),
    commitmentEndsAt: at('2027-01-15T10:00:00Z'),
    cancelledAt: null,
  };

  it('inside the window: the prorated charge when the window ends', () => {
    expect(nextMembershipCharge(order, at('2026-01-20T00:00:00Z'))).toEqual({
      kind: 'prorated',
      amountCents: 26_625,
      chargeOn: '2026-02-14T10:00:00.000Z',
    });
  });

  it('after the window: $497 on the 1st of the next month, until the commitment ends', () => {
    expect(nextMembershipCharge(order, at('2026-05-20T00:00:00Z'))).toEqual({
      kind: 'monthly',
      amountCents: 49_700,
      chargeOn: '2026-06-01T00:00:00.000Z',
    });
    expect(nextMembershipCharge(order, at('2026-12-20T00:00:00Z'))?.chargeOn).toBe('2027-01-01T00:00:00.000Z');
    expect(nextMembershipCharge(order, at('2027-01-10T00:00:00Z'))).toBeNull();
  });

  it('charges nothing more once cancelled', () => {
    expect(
      nextMembershipCharge({ ...order, cancelledAt: at('2026-01-16T00:00:00Z') }, at('2026-01-20T00:00:00Z')),
    ).toBeNull();
  });
});
