// Onboarding-call slots (issue 15, spec §9): business hours Monday–Friday 9:00 AM–6:00 PM Eastern, 30-minute calls,
// bookable from the next business day on. Pure functions: the server decides with them, tests pin the clock.

export const ONBOARDING_CALL_TIME_ZONE = 'America/New_York';
export const ONBOARDING_CALL_MINUTES = 30;
/** First and last start of a day, in minutes after midnight Eastern: 9:00 AM to 5:30 PM (the call ends at 6:00 PM). */
const FIRST_START = 9 * 60;
const LAST_START = 18 * 60 - ONBOARDING_CALL_MINUTES;
/** How many business days ahead the calendar offers. */
export const ONBOARDING_CALL_BUSINESS_DAYS = 15;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface CivilDate {
  year: number;
  month: number;
  day: number;
}

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: ONBOARDING_CALL_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** The Eastern wall-clock date and time of an instant. */
function easternParts(at: Date) {
  const parts = Object.fromEntries(partsFormatter.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

/** The instant at which the Eastern clock shows this date and time (never a DST gap: business hours are daytime). */
export function easternInstant(date: CivilDate, minutesAfterMidnight: number): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minutesAfterMidnight);
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const shown = easternParts(new Date(guess));
    const shownWall = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
    guess += wall - shownWall;
  }
  return new Date(guess);
}

const nextCivilDay = (date: CivilDate): CivilDate => {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day) + DAY);
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
};

const isWeekday = (date: CivilDate) => {
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/**
 * Every slot start offered at `now`: from the first business day after today (Eastern) on, for
 * ONBOARDING_CALL_BUSINESS_DAYS business days, every 30 minutes from 9:00 AM to 5:30 PM Eastern.
 */
export function onboardingCallSlots(now: Date): Date[] {
  const slots: Date[] = [];
  let day: CivilDate = easternParts(now);
  for (let businessDays = 0; businessDays < ONBOARDING_CALL_BUSINESS_DAYS; ) {
    day = nextCivilDay(day);
    if (!isWeekday(day)) continue;
    businessDays++;
    for (let minutes = FIRST_START; minutes <= LAST_START; minutes += ONBOARDING_CALL_MINUTES) {
      slots.push(easternInstant(day, minutes));
    }
  }
  return slots;
}

/** Whether `startsAt` is one of the slots offered at `now` (the exact instant of one). */
export const isOnboardingCallSlot = (startsAt: Date, now: Date): boolean =>
  onboardingCallSlots(now).some((slot) => slot.getTime() === startsAt.getTime());

export const onboardingCallEnd = (startsAt: Date): Date =>
  new Date(startsAt.getTime() + ONBOARDING_CALL_MINUTES * MINUTE);
