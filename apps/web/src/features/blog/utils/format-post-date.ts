/** A post's date in the page language, as a calendar date (UTC, so the server render and the browser agree). */
export const formatPostDate = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
