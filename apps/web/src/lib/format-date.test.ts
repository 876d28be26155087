import { SITE_LANGUAGE_CODES } from '@receptiva/shared';
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

  it('writes Gregorian dates in every language, even where the language’s own calendar is another', () => {
    // Persian's default calendar is the Solar Hijri: 15 January 2027 would read ۲۵ دی ۱۴۰۵.
    expect(formatCalendarDate('2027-01-15T12:00:00.000Z', 'fa')).toBe('۱۵ ژانویهٔ ۲۰۲۷');
    expect(formatLocalDate('2027-01-15T12:00:00.000Z', 'fa')).toContain('۲۰۲۷');
    expect(formatLocalDateTime('2027-01-15T12:00:00.000Z', 'fa')).toContain('۲۰۲۷');
    for (const language of SITE_LANGUAGE_CODES) {
      expect(formatCalendarDate('2027-01-15T12:00:00.000Z', language)).toMatch(/2027|۲۰۲۷|٢٠٢٧/);
      expect(formatCalendarDate('2027-01-15T12:00:00.000Z', language)).not.toMatch(/1405|۱۴۰۵|1448|١٤٤٨/);
    }
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
