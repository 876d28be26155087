import { describe, expect, it } from 'vitest';
import { groupSlotsByDay } from './slot-days';

describe('groupSlotsByDay', () => {
  const slots = ['2026-03-09T13:00:00.000Z', '2026-03-09T21:30:00.000Z', '2026-03-10T13:00:00.000Z'];

  it('groups by the customer’s calendar day, not by the business day', () => {
    // 21:30 UTC on 9 March is already 10 March in Tokyo (UTC+9).
    const tokyo = groupSlotsByDay(slots, 'en', 'Asia/Tokyo');
    expect(tokyo.map((day) => day.key)).toEqual(['2026-03-09', '2026-03-10']);
    expect(tokyo[0]!.slots.map((slot) => slot.label)).toEqual(['10:00 PM']);
    expect(tokyo[1]!.slots.map((slot) => slot.label)).toEqual(['6:30 AM', '10:00 PM']);
  });

  it('labels days and times in the customer’s language and zone', () => {
    const [monday] = groupSlotsByDay(slots, 'de', 'Europe/Berlin');
    expect(monday!.label).toBe('Montag, 9. März');
    expect(monday!.slots.map((slot) => slot.label)).toEqual(['14:00', '22:30']);
  });
});
