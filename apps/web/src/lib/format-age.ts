const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(language: string): Intl.RelativeTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'always', style: 'short' });
    formats.set(language, format);
  }
  return format;
}

/**
 * How long ago a moment was, in the page's language and its largest whole unit ("3 hr. ago", "vor 2 Tagen"): the age
 * of a waiting item. Under a minute counts as one minute; a clock a little ahead of the server's as none.
 */
export function formatAge(iso: string, language: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  const format = relativeFormat(language);
  if (elapsed < HOUR) return format.format(-Math.max(1, Math.floor(elapsed / MINUTE)), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 30 * DAY) return format.format(-Math.floor(elapsed / DAY), 'day');
  if (elapsed < 365 * DAY) return format.format(-Math.floor(elapsed / (30 * DAY)), 'month');
  return format.format(-Math.floor(elapsed / (365 * DAY)), 'year');
}
