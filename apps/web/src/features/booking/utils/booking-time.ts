import { CONTRACT_CALENDAR } from '@receptiva/shared';

const pad = (value: number): string => String(value).padStart(2, '0');

/** `YYYY-MM-DDTHH:mm`, the value format of `<input type="datetime-local">`, in the browser's time zone. */
export const toDateTimeLocalValue = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

const DATE_TIME_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** Reads a datetime-local value as a local date and time; null when it is not a real one (e.g. 31 February). */
export function parseDateTimeLocal(value: string): Date | null {
  const match = DATE_TIME_LOCAL.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const date = new Date(year!, month! - 1, day!, hours!, minutes!, seconds!);
  const isSameDay = date.getFullYear() === year && date.getMonth() === month! - 1 && date.getDate() === day;
  return isSameDay && hours! < 24 && minutes! < 60 ? date : null;
}

/** ISO 8601 with the browser's UTC offset, e.g. `2030-06-01T14:30:00+02:00`: the instant the visitor meant. */
export function toIsoWithOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${toDateTimeLocalValue(date)}:${pad(date.getSeconds())}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The visitor's IANA time zone ("Europe/Berlin"); UTC when the browser does not say. */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** "Monday, June 3, 2030 at 2:30 PM" in the visitor's language and zone. */
export function formatBookedTime(iso: string, language: string, timeZone: string): string {
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short', calendar: CONTRACT_CALENDAR };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(language, options).format(date);
  }
}
