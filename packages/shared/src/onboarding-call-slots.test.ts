import { describe, expect, it } from 'vitest';
import { easternInstant, isOnboardingCallSlot, onboardingCallSlots } from './onboarding-call-slots';

const eastern = (at: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    month: 'short',
    day: 'numeric',
  }).format(at);

describe('onboarding call slots', () => {
  it('starts on the next business day: a Friday afternoon offers Monday 9:00 AM Eastern first', () => {
    // Friday 2026-03-06, 3 PM Eastern (20:00 UTC, standard time).
    const slots = onboardingCallSlots(new Date('2026-03-06T20:00:00Z'));
    expect(eastern(slots[0]!)).toBe('Mon, Mar 9, 9:00 AM');
    expect(slots[0]!.toISOString()).toBe('2026-03-09T13:00:00.000Z'); // daylight time began on 8 March
    expect(eastern(slots[17]!)).toBe('Mon, Mar 9, 5:30 PM');
    expect(slots).toHaveLength(15 * 18);
    expect(slots.every((slot) => !/Sat|Sun/.test(eastern(slot)))).toBe(true);
  });

  it('never offers today, even at midnight Eastern', () => {
    // 00:05 on Tuesday 2026-01-13 in New York is 05:05 UTC.
    const slots = onboardingCallSlots(new Date('2026-01-13T05:05:00Z'));
    expect(eastern(slots[0]!)).toBe('Wed, Jan 14, 9:00 AM');
    expect(slots[0]!.toISOString()).toBe('2026-01-14T14:00:00.000Z');
  });

  it('uses the Eastern date, not the UTC one: 9 PM Monday in New York is already Tuesday in UTC', () => {
    const slots = onboardingCallSlots(new Date('2026-01-13T02:00:00Z'));
    expect(eastern(slots[0]!)).toBe('Tue, Jan 13, 9:00 AM');
  });

  it('converts Eastern wall times across daylight saving time', () => {
    expect(easternInstant({ year: 2026, month: 7, day: 1 }, 9 * 60).toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(easternInstant({ year: 2026, month: 12, day: 1 }, 9 * 60).toISOString()).toBe('2026-12-01T14:00:00.000Z');
  });

  it('accepts only exact slot starts', () => {
    const now = new Date('2026-03-06T20:00:00Z');
    expect(isOnboardingCallSlot(new Date('2026-03-09T13:00:00Z'), now)).toBe(true);
    expect(isOnboardingCallSlot(new Date('2026-03-09T13:15:00Z'), now)).toBe(false);
    expect(isOnboardingCallSlot(new Date('2026-03-09T22:00:00Z'), now)).toBe(false); // 6:00 PM: the day is over
    expect(isOnboardingCallSlot(new Date('2026-03-07T14:00:00Z'), now)).toBe(false); // Saturday
    expect(isOnboardingCallSlot(new Date('2026-03-06T21:00:00Z'), now)).toBe(false); // today
  });
});
