/** "January 15, 2026" in the page language. */
export const formatOrderDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
