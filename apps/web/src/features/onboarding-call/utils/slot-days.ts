import { CONTRACT_CALENDAR } from '@receptiva/shared';
/** The customer's IANA zone (the browser's), or UTC when the browser cannot say. */
export function customerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export interface SlotDay {
  /** yyyy-mm-dd in the customer's zone: the day select's value. */
  key: string;
  label: string;
  slots: { startsAt: string; label: string }[];
}

const dayKey = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** The free slots grouped by the customer's own calendar day, labelled in their language and zone. */
export function groupSlotsByDay(slots: readonly string[], language: string, timeZone: string): SlotDay[] {
  const dayLabel = new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    calendar: CONTRACT_CALENDAR,
  });
  const timeLabel = new Intl.DateTimeFormat(language, { timeZone, hour: 'numeric', minute: '2-digit' });
  const days = new Map<string, SlotDay>();
  for (const startsAt of slots) {
    const at = new Date(startsAt);
    const key = dayKey(at, timeZone);
    let day = days.get(key);
    if (!day) {
      day = { key, label: dayLabel.format(at), slots: [] };
      days.set(key, day);
    }
    day.slots.push({ startsAt, label: timeLabel.format(at) });
  }
  return [...days.values()];
}

/** "Tuesday, March 10, 2:00 PM GMT+1": a call's time for the customer, with the zone's short name. */
export const formatCallTime = (iso: string, language: string, timeZone: string): string =>
  new Intl.DateTimeFormat(language, {
    timeZone,
    calendar: CONTRACT_CALENDAR,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
