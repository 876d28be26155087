/** A date in the page language, as a calendar date (UTC, so the server render and the browser agree). */
export const formatProjectDate = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
