/** A moment in the page's language, in the reader's own time zone ("Jan 15, 2026, 9:30 AM"). */
export const formatDateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A day in the page's language ("January 15, 2027"), in UTC like the billing dates. */
export const formatDay = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
