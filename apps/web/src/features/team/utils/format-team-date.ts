/** The day a team member was added or an invitation ends, in the page's language and the viewer's time zone. */
export const formatTeamDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

/** When an audit entry happened, to the minute. */
export const formatTeamDateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
