/** A billing date in the page's language. UTC, as the server schedules charges (the 1st is the 1st everywhere). */
export const formatBillingDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
