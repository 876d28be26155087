import { describe, expect, it } from 'vitest';
import { formatUtcDate } from './contractual-date';
import { SITE_LANGUAGE_CODES } from './languages';

describe('formatUtcDate', () => {
  const at = new Date('2027-01-15T23:30:00.000Z');

  it('writes the UTC day in the language, in the Gregorian calendar', () => {
    expect(formatUtcDate(at, 'en')).toBe('January 15, 2027');
    expect(formatUtcDate(at, 'de')).toBe('15. Januar 2027');
    // Persian's own calendar would give ۲۵ دی ۱۴۰۵.
    expect(formatUtcDate(at, 'fa')).toBe('۱۵ ژانویهٔ ۲۰۲۷');
  });

  it('never falls back to another calendar, in any site language nor in Thai', () => {
    for (const language of [...SITE_LANGUAGE_CODES, 'th', 'ar-SA']) {
      expect(new Intl.DateTimeFormat(language).resolvedOptions().calendar).toBeTypeOf('string');
      expect(formatUtcDate(at, language)).toMatch(/2027|۲۰۲۷|٢٠٢٧/);
    }
  });
});
