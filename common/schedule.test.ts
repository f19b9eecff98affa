import { describe, expect, it } from 'vitest';
import { isOpenAt, rangesToSchedule, scheduleToRanges, specialDateValue, toMinutes, weekdayOf, isoFromFrenchKey } from './schedule.js';

const friday = '2026-11-27';
const saturday = '2026-11-28';
const weekly = scheduleToRanges({ vendredi: [['19:00', '02:00']], lundi: [['12:00', '14:00']] });

describe('opening hours', () => {
  it('reads French weekdays and past-midnight ranges', () => {
    expect(weekdayOf(friday)).toBe(4);
    expect(weekly).toContainEqual({ weekday: 4, opens: 1140, closes: 120 });
    expect(rangesToSchedule(weekly).vendredi).toEqual([['19:00', '02:00']]);
  });

  it('a Friday 19:00–02:00 range is open Saturday 01:00 and closed Saturday 03:00', () => {
    expect(isOpenAt(friday, toMinutes('20:00'), weekly)).toBe(true);
    expect(isOpenAt(saturday, toMinutes('01:00'), weekly)).toBe(true);
    expect(isOpenAt(saturday, toMinutes('03:00'), weekly)).toBe(false);
    expect(isOpenAt(friday, toMinutes('01:00'), weekly)).toBe(false);
  });

  it('a special date closes a normally open day, or opens a closed one with its own ranges', () => {
    const monday = '2026-11-23';
    expect(isOpenAt(monday, toMinutes('12:30'), weekly)).toBe(true);
    expect(isOpenAt(monday, toMinutes('12:30'), weekly, [{ day: monday, closed: true, ranges: null }])).toBe(false);
    const tuesday = '2026-11-24';
    expect(isOpenAt(tuesday, toMinutes('11:30'), weekly)).toBe(false);
    expect(isOpenAt(tuesday, toMinutes('11:30'), weekly, [{ day: tuesday, closed: false, ranges: [{ opens: 660, closes: 900 }] }])).toBe(true);
    expect(isOpenAt(monday, toMinutes('12:30'), weekly, [{ day: monday, closed: false, ranges: null }])).toBe(true);
  });

  it('a closed Friday special date also drops the carry-over into Saturday', () => {
    expect(isOpenAt(saturday, toMinutes('01:00'), weekly, [{ day: friday, closed: true, ranges: null }])).toBe(false);
  });

  it('formats special dates as DESIGN §6 shows them', () => {
    expect(specialDateValue({ day: '2026-12-25', closed: true, ranges: null })).toEqual([false]);
    expect(specialDateValue({ day: '2026-12-25', closed: false, ranges: null })).toEqual([true]);
    expect(specialDateValue({ day: '2026-12-25', closed: false, ranges: [{ opens: 660, closes: 900 }] })).toEqual([true, ['11:00', '15:00']]);
    expect(isoFromFrenchKey('25-12-2026')).toBe('2026-12-25');
    expect(isoFromFrenchKey('31-02-2026')).toBeNull();
  });
});
