import { describe, expect, it } from 'vitest';
import {
  cancellationWindowEnd,
  firstOfMonthAfter,
  membershipChargeSchedule,
  proratedRestOfMonthCents,
} from './membership-charge-schedule';

const at = (iso: string) => new Date(iso);

/** The schedule as [ISO instant, cents] pairs, easy to compare with the spec's figures. */
const scheduleOf = (paidAt: string) =>
  membershipChargeSchedule(at(paidAt)).map((charge) => [charge.chargeOn.toISOString(), charge.amountCents]);

const firstsOfMonth = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) => [firstOfMonthAfter(at(from), index).toISOString(), 49_700]);

describe('the spec §9 membership charge schedule', () => {
  it('ends the cancellation window 30 days after payment, to the millisecond', () => {
    expect(cancellationWindowEnd(at('2026-01-15T10:00:00.123Z')).toISOString()).toBe('2026-02-14T10:00:00.123Z');
  });

  it('prorates $497 over the rest of the month, the charge day included, in whole cents', () => {
    expect(proratedRestOfMonthCents(at('2026-02-01T00:00:00Z'))).toBe(49_700); // 28 of 28 days
    expect(proratedRestOfMonthCents(at('2026-02-14T10:00:00Z'))).toBe(26_625); // 15 of 28 days
    expect(proratedRestOfMonthCents(at('2026-01-31T10:00:00Z'))).toBe(1_603); // 1 of 31 days
    expect(proratedRestOfMonthCents(at('2028-02-29T10:00:00Z'))).toBe(1_714); // 1 of 29 days
  });

  it('a checkout on the 14th: prorated on the 13th of a 28-day February, then $497 on eleven 1sts', () => {
    const schedule = scheduleOf('2026-01-14T10:00:00Z');
    expect(schedule[0]).toEqual(['2026-02-13T10:00:00.000Z', 28_400]); // 16 of 28 days
    expect(schedule.slice(1)).toEqual(firstsOfMonth('2026-03-01T00:00:00Z', 11));
    expect(schedule.at(-1)).toEqual(['2027-01-01T00:00:00.000Z', 49_700]);
    expect(schedule).toHaveLength(12);
  });

  it('a checkout on the 31st: the window skips February, prorated on March 2, last payment February 1', () => {
    const schedule = scheduleOf('2026-01-31T10:00:00Z');
    expect(schedule[0]).toEqual(['2026-03-02T10:00:00.000Z', 48_097]); // 30 of 31 days
    expect(schedule.slice(1)).toEqual(firstsOfMonth('2026-04-01T00:00:00Z', 11));
    expect(schedule.at(-1)).toEqual(['2027-02-01T00:00:00.000Z', 49_700]);
  });

  it('a window ending in a leap-year February prorates over 29 days', () => {
    expect(scheduleOf('2028-01-20T08:00:00Z')[0]).toEqual(['2028-02-19T08:00:00.000Z', 18_852]); // 11 of 29
    expect(scheduleOf('2028-01-30T08:00:00Z')[0]).toEqual(['2028-02-29T08:00:00.000Z', 1_714]); // 1 of 29
    expect(scheduleOf('2028-01-30T08:00:00Z')[1]).toEqual(['2028-03-01T00:00:00.000Z', 49_700]);
  });

  it('a checkout on February 29 of a leap year', () => {
    const schedule = scheduleOf('2028-02-29T12:00:00Z');
    expect(schedule[0]).toEqual(['2028-03-30T12:00:00.000Z', 3_206]); // 2 of 31 days
    expect(schedule.slice(1)).toEqual(firstsOfMonth('2028-04-01T00:00:00Z', 11));
  });

  it('a window ending on the last day of a 28-day month charges one day, then $497 the next morning', () => {
    const schedule = scheduleOf('2026-01-29T23:00:00Z');
    expect(schedule.slice(0, 2)).toEqual([
      ['2026-02-28T23:00:00.000Z', 1_775], // 1 of 28 days
      ['2026-03-01T00:00:00.000Z', 49_700],
    ]);
  });

  it('at the year end: a checkout on December 31 is prorated in January and paid off in December', () => {
    const schedule = scheduleOf('2026-12-31T23:59:59Z');
    expect(schedule[0]).toEqual(['2027-01-30T23:59:59.000Z', 3_206]); // 2 of 31 days
    expect(schedule.slice(1)).toEqual(firstsOfMonth('2027-02-01T00:00:00Z', 11));
    expect(schedule.at(-1)).toEqual(['2027-12-01T00:00:00.000Z', 49_700]);
  });

  it('a window ending exactly at midnight on the 1st charges the whole month then, and the next 1st after', () => {
    const schedule = scheduleOf('2026-12-02T00:00:00Z');
    expect(schedule.slice(0, 2)).toEqual([
      ['2027-01-01T00:00:00.000Z', 49_700],
      ['2027-02-01T00:00:00.000Z', 49_700],
    ]);
  });

  it('always makes 12 monthly payments: the prorated one first, then $497 each', () => {
    for (const paidAt of ['2026-01-01T00:00:00Z', '2026-06-15T12:00:00Z', '2026-12-31T23:59:59Z']) {
      const schedule = membershipChargeSchedule(at(paidAt));
      expect(schedule.map((charge) => charge.kind)).toEqual(['prorated', ...Array(11).fill('monthly')]);
      expect(schedule.slice(1).every((charge) => charge.chargeOn.getUTCDate() === 1)).toBe(true);
    }
  });
});
