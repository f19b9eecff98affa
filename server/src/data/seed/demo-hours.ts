/** The demo restaurants' opening hours by type, and their special dates around the public holidays. */
import { WEEKDAYS, type Weekday } from '../../../../common/schedule.js';
import type { ImportRecordInput } from '../import/import-record.js';
import { addDays, frenchHolidays, frenchKey, weekdayOf } from './demo-dates.js';
import type { Random } from './random.js';

export type Schedule = Partial<Record<Weekday, [string, string][]>>;

function lunch(rnd: Random): [string, string] {
  return [rnd.pick(['11:45', '12:00', '12:00', '12:15']), rnd.pick(['13:45', '14:00', '14:00', '14:30'])];
}

function dinner(rnd: Random, late = false): [string, string] {
  return [rnd.pick(['18:30', '19:00', '19:00', '19:30']), late ? rnd.pick(['22:30', '23:00']) : rnd.pick(['21:30', '22:00', '22:00', '22:30'])];
}

function weekly(open: (day: number) => [string, string][]): Schedule {
  const s: Schedule = {};
  WEEKDAYS.forEach((d, i) => (s[d] = open(i)));
  return s;
}

export function schedule(rnd: Random, type: string, cuisine: string): Schedule {
  const L = lunch(rnd);
  const D = dinner(rnd, cuisine !== 'Française');
  switch (type) {
    case 'Ouvrier': {
      const sat = rnd.chance(0.3);
      const l: [string, string] = [rnd.pick(['11:30', '11:45']), rnd.pick(['14:00', '14:30'])];
      return weekly((d) => (d < 5 || (d === 5 && sat) ? [l] : []));
    }
    case 'Brasserie': {
      const continuous = rnd.chance(0.5);
      const sunday = rnd.chance(0.5);
      const day: [string, string][] = continuous ? [[rnd.pick(['11:30', '12:00']), rnd.pick(['22:30', '23:00'])]] : [L, [D[0], rnd.pick(['22:30', '23:00', '23:30'])]];
      return weekly((d) => (d < 6 ? day : sunday ? [[L[0], '15:00']] : []));
    }
    case 'Bar-Restaurant':
    case 'Guinguette': {
      const guinguette = type === 'Guinguette';
      const late: [string, string] = [rnd.pick(['18:00', '18:30', '19:00']), rnd.pick(['00:30', '01:00', '01:30', '02:00'])];
      const evening: [string, string] = [late[0], rnd.pick(['23:00', '23:30', '00:00'])];
      return weekly((d) => {
        if (guinguette) {
          if (d < 2) return [];
          if (d === 6) return [['11:30', rnd.pick(['19:00', '20:00'])]];
          return d >= 4 ? [['12:00', '15:00'], late] : [['12:00', '15:00'], evening];
        }
        if (d === 6) return [];
        return d >= 4 ? [[L[0], '14:30'], late] : [[L[0], '14:30'], evening];
      });
    }
    case 'Gastronomique':
      return weekly((d) => (d < 2 ? [] : d === 6 ? [['12:15', '13:30']] : [['12:15', '13:30'], ['19:30', '21:00']]));
    case 'Hôtel-Restaurant':
      return weekly(() => [L, D]);
    case 'à Volonté':
      return weekly(() => [['11:30', '14:30'], ['18:30', '22:30']]);
    case 'Pizzeria': {
      const sunLunch = rnd.chance(0.5);
      return weekly((d) => (d === 0 ? [] : d === 6 ? (sunLunch ? [L, ['18:30', '22:00']] : [['18:30', '22:00']]) : [L, ['18:30', rnd.pick(['22:00', '22:30'])]]));
    }
    default: {
      const pattern = rnd.weighted({ monSunEve: 35, sunMon: 25, satLunchSun: 15, monTue: 10, everyDay: 10, lateWeekend: 5 });
      return weekly((d) => {
        switch (pattern) {
          case 'monSunEve': return d === 0 ? [] : d === 6 ? [L] : [L, D];
          case 'sunMon': return d === 0 || d === 6 ? [] : [L, D];
          case 'satLunchSun': return d === 6 ? [] : d === 5 ? [D] : [L, D];
          case 'monTue': return d < 2 ? [] : d === 6 ? [L] : [L, D];
          case 'everyDay': return [L, D];
          default: return d === 0 ? [] : d >= 4 && d <= 5 ? [L, [D[0], '00:30']] : [L, D];
        }
      });
    }
  }
}

export function openOnDay(s: Schedule, day: number): boolean {
  return (s[WEEKDAYS[day]] ?? []).length > 0;
}

export function specialDatesFor(rnd: Random, today: string, s: Schedule, type: string): NonNullable<ImportRecordInput['specialDates']> {
  const out: NonNullable<ImportRecordInput['specialDates']> = {};
  if (!rnd.chance(0.55)) return out;
  const year = Number(today.slice(0, 4));
  const horizon = addDays(today, 92);
  const holidays = [...frenchHolidays(year), ...frenchHolidays(year + 1)].filter((h) => h.day > today && h.day <= horizon);
  for (const h of holidays) {
    const wd = weekdayOf(h.day);
    const usuallyOpen = openOnDay(s, wd);
    if (h.name === 'Saint-Sylvestre') {
      if (type !== 'Ouvrier' && rnd.chance(0.5)) out[frenchKey(h.day)] = [true, ['19:30', '02:00']];
      else if (usuallyOpen && rnd.chance(0.5)) out[frenchKey(h.day)] = [false];
      continue;
    }
    if (h.name === 'Réveillon de Noël') {
      if (usuallyOpen && rnd.chance(0.4)) out[frenchKey(h.day)] = [true, ['12:00', '14:00']];
      continue;
    }
    if (usuallyOpen) {
      const x = rnd.next();
      if (x < (h.name === 'Noël' || h.name === "Jour de l'an" ? 0.6 : 0.35)) out[frenchKey(h.day)] = [false];
      else if (x < 0.55) out[frenchKey(h.day)] = [true, ['12:00', '15:00']];
      else if (x < 0.65) out[frenchKey(h.day)] = [true];
    } else if (rnd.chance(0.15)) {
      out[frenchKey(h.day)] = [true, ['12:00', '14:30']];
    }
  }
  // A week of holidays ("congés annuels") for some.
  if (rnd.chance(0.15)) {
    const start = addDays(today, rnd.int(20, 75));
    for (let i = 0; i < 7; i++) out[frenchKey(addDays(start, i))] = [false];
  }
  return out;
}
