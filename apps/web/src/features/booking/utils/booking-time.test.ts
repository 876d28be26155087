import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatBookedTime, parseDateTimeLocal, toDateTimeLocalValue, toIsoWithOffset } from './booking-time';

/** Node re-reads TZ when it changes, so these run as if the visitor were in that zone. */
const inZone = (zone: string) => {
  let previous: string | undefined;
  beforeEach(() => {
    previous = process.env.TZ;
    process.env.TZ = zone;
  });
  afterEach(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });
};

describe('booking times in Europe/Berlin', () => {
  inZone('Europe/Berlin');

  it('reads the datetime-local value as local time and sends it with the offset of that date', () => {
    const summer = parseDateTimeLocal('2030-06-03T14:30')!;
    expect(toIsoWithOffset(summer)).toBe('2030-06-03T14:30:00+02:00');
    expect(summer.toISOString()).toBe('2030-06-03T12:30:00.000Z');
    const winter = parseDateTimeLocal('2030-01-15T09:05')!;
    expect(toIsoWithOffset(winter)).toBe('2030-01-15T09:05:00+01:00');
    expect(toDateTimeLocalValue(winter)).toBe('2030-01-15T09:05');
  });

  it('formats the stored instant back in the visitor’s zone and language', () => {
    expect(formatBookedTime('2030-06-03T12:30:00.000Z', 'en', 'Europe/Berlin')).toBe('Monday, June 3, 2030 at 2:30 PM');
    expect(formatBookedTime('2030-06-03T12:30:00.000Z', 'de', 'Europe/Berlin')).toBe('Montag, 3. Juni 2030 um 14:30');
  });
});

describe('booking times west of UTC', () => {
  inZone('America/Los_Angeles');

  it('uses a negative offset', () => {
    expect(toIsoWithOffset(parseDateTimeLocal('2030-06-03T09:00')!)).toBe('2030-06-03T09:00:00-07:00');
  });
});

describe('parseDateTimeLocal', () => {
  it.each(['', 'tomorrow', '2030-02-31T10:00', '2030-13-01T10:00', '2030-06-03T24:00', '2030-06-03 10:00'])(
    'refuses %j',
    (value) => {
      expect(parseDateTimeLocal(value)).toBeNull();
    },
  );

  it('accepts seconds', () => {
    expect(parseDateTimeLocal('2030-06-03T10:00:30')?.getSeconds()).toBe(30);
  });

  it('falls back to the browser zone when the stored one is unknown', () => {
    expect(() => formatBookedTime('2030-06-03T12:30:00.000Z', 'en', 'Not/AZone')).not.toThrow();
  });
});
