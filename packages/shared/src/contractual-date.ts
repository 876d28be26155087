/**
 * Dates in every language are Gregorian (issue 16 point 8): the terms, receipts and the billing schedule name days of
 * the Gregorian calendar, but some languages' default calendar is another one (Persian's is the Solar Hijri; Thai's,
 * not a site language today, the Buddhist). The language still chooses the month names and the digits.
 */
export const CONTRACT_CALENDAR = 'gregory';

const formats = new Map<string, Intl.DateTimeFormat>();

/** "January 15, 2027", "15. Januar 2027", "۱۵ ژانویهٔ ۲۰۲۷": the day in UTC, as contractual dates are stored. */
export function formatUtcDate(at: Date, language: string): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
      calendar: CONTRACT_CALENDAR,
    });
    formats.set(language, format);
  }
  return format.format(at);
}
