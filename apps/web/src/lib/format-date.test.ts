import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatLocalDate, formatLocalDateTime } from './format-date';

describe('format-date', () => {
  it('reads a calendar date in UTC, so the day is the same in every time zone', () => {
    expect(formatCalendarDate('2027-01-15T00:30:00.000Z', 'en')).toBe('January 15, 2027');
    expect(formatCalendarDate('2027-01-15T23:30:00.000Z', 'en', 'medium')).toBe('Jan 15, 2027');
  });

  it('formats in the language asked for, each language with its own formatter', () => {
    expect(formatCalendarDate('2027-01-15T12:00:00.000Z', 'de')).toBe('15. Januar 2027');
    expect(formatCalendarDate('2027-01-15T12:00:00.000Z', 'en')).toBe('January 15, 2027');
    expect(formatCalendarDate('2027-01-15T12:00:00.000Z', 'de', 'medium')).toBe('15.01.2027');
  });

  it('formats moments in the reader’s time zone, to the minute when asked', () => {
    const iso = '2027-01-15T12:00:00.000Z';
    const expected = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(iso));
    expect(formatLocalDate(iso, 'en')).toBe(expected);
    expect(formatLocalDateTime(iso, 'en')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    );
  });
});
