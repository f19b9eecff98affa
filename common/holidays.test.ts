import { describe, expect, it, vi } from 'vitest';
import { holidayPlans, upcomingHolidays } from './holidays.js';

describe('public holidays', () => {
  it('lists the holidays of the next three months, soonest first, matching SPEC §9', () => {
    expect(upcomingHolidays('2025-08-01')).toEqual([
      { iso: '2025-08-15', name: 'Assomption' },
      { iso: '2025-11-01', name: 'Toussaint' },
    ]);
    expect(upcomingHolidays('2025-11-11').map((h) => h.iso)).toEqual(['2025-11-11', '2025-12-25', '2026-01-01']);
  });

  it('crosses the year and computes the movable feasts', () => {
    expect(upcomingHolidays('2026-03-20').map((h) => [h.iso, h.name])).toEqual([
      ['2026-04-06', 'Lundi de Pâques'],
      ['2026-05-01', 'Fête du travail'],
      ['2026-05-08', 'Victoire des alliés'],
      ['2026-05-14', 'Ascension'],
      ['2026-05-25', 'Lundi de Pentecôte'],
    ]);
  });

  it('gives the same days whatever the machine’s time zone (Paris, New York, Tokyo)', () => {
    try {
      for (const tz of ['Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'UTC']) {
        vi.stubEnv('TZ', tz);
        expect(upcomingHolidays('2026-12-01').map((h) => h.iso), tz).toEqual(['2026-12-25', '2027-01-01']);
        expect(upcomingHolidays('2026-03-20').map((h) => h.iso), tz).toEqual(['2026-04-06', '2026-05-01', '2026-05-08', '2026-05-14', '2026-05-25']);
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('a shorter horizon keeps fewer days', () => {
    expect(upcomingHolidays('2026-12-20', 1).map((h) => h.iso)).toEqual(['2026-12-25', '2027-01-01']);
  });

  it('tells what the restaurant does each holiday: special date, usual hours or closed', () => {
    const holidays = upcomingHolidays('2026-04-01'); // 06-04 Monday, 01-05 Friday, 08-05 Friday, 14-05 Thursday, 25-05 Monday
    const schedule = { lundi: [], jeudi: [['12:00', '14:00']], vendredi: [['12:00', '14:00'], ['19:00', '22:00']] };
    const specials = { '01-05-2026': [false], '08-05-2026': [true, ['19:00', '23:00']], '14-05-2026': [true], 'abc': [true] };
    const plans = holidayPlans(holidays, schedule, specials);
    expect(plans.map((p) => [p.iso, p.plan])).toEqual([
      ['2026-04-06', { kind: 'closed' }],
      ['2026-05-01', { kind: 'special', closed: true, ranges: [] }],
      ['2026-05-08', { kind: 'special', closed: false, ranges: [['19:00', '23:00']] }],
      ['2026-05-14', { kind: 'special', closed: false, ranges: [['12:00', '14:00']] }],
      ['2026-05-25', { kind: 'closed' }],
    ]);
    expect(holidayPlans([{ iso: '2026-05-01', name: 'Fête du travail' }], schedule, {})[0].plan).toEqual({
      kind: 'usual',
      ranges: [['12:00', '14:00'], ['19:00', '22:00']],
    });
  });
});
