/** The import record's opening hours: the week's schedule and the special dates. */
import { INFO_LIMITS, INFO_MESSAGES } from '../../../../common/restaurant-info-rules.js';
import { WEEKDAYS, isTime, isoFromFrenchKey, toMinutes, type Weekday } from '../../../../common/schedule.js';
import { IMPORT_LIMITS, type RestaurantRecord } from './import-format.js';
import { arr, describe, obj, optArr, RecordError } from './record-checks.js';

type Range = { opens: number; closes: number };

function timeRange(v: unknown, path: string): Range {
  const pair = arr(v, path);
  if (pair.length !== 2) throw new RecordError(path, 'plage attendue sous la forme ["HH:MM", "HH:MM"]');
  const [o, c] = pair;
  if (typeof o !== 'string' || !isTime(o) || o === '24:00') throw new RecordError(`${path}[0]`, `heure d'ouverture HH:MM attendue (reçu ${describe(o)})`);
  if (typeof c !== 'string' || !isTime(c)) throw new RecordError(`${path}[1]`, `heure de fermeture HH:MM attendue (reçu ${describe(c)})`);
  const opens = toMinutes(o);
  const closes = toMinutes(c);
  if (opens === closes) throw new RecordError(path, 'ouverture et fermeture identiques');
  return { opens, closes };
}

/** Ranges of one day must not overlap (a range past midnight counts until 24:00 on its own day). */
function checkOverlap(ranges: Range[], path: string): void {
  const spans = ranges.map((r) => [r.opens, r.closes <= r.opens ? 1440 : r.closes]).sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) {
    if (spans[i][0] < spans[i - 1][1]) throw new RecordError(path, 'des plages horaires se chevauchent');
  }
  if (ranges.filter((r) => r.closes <= r.opens).length > 1) throw new RecordError(path, 'une seule plage peut dépasser minuit');
}

function dayRanges(v: unknown, path: string, allowEmpty: boolean): Range[] {
  const list = optArr(v, path);
  // The owner's editor's rule (SPEC §3: one or two ranges a day), one place for both write paths.
  if (list.length > INFO_LIMITS.rangesPerDay) throw new RecordError(path, INFO_MESSAGES.tooManyRanges);
  const ranges = list.map((r, i) => timeRange(r, `${path}[${i}]`));
  if (!allowEmpty && ranges.length === 0) throw new RecordError(path, 'au moins une plage attendue');
  checkOverlap(ranges, path);
  return ranges;
}

/** The week's ranges, Monday first; a range past midnight must not run over the next day's first range. */
export function parseSchedule(raw: unknown): RestaurantRecord['openingRanges'] {
  const openingRanges: RestaurantRecord['openingRanges'] = [];
  if (raw !== undefined && raw !== null) {
    const schedule = obj(raw, 'schedule');
    for (const key of Object.keys(schedule)) {
      const weekday = WEEKDAYS.indexOf(key as Weekday);
      if (weekday < 0) throw new RecordError(`schedule.${key}`, `jour inconnu (attendus : ${WEEKDAYS.join(', ')})`);
      for (const range of dayRanges(schedule[key], `schedule.${key}`, true)) openingRanges.push({ weekday, ...range });
    }
    openingRanges.sort((a, b) => a.weekday - b.weekday || a.opens - b.opens);
  }
  for (const r1 of openingRanges.filter((x) => x.closes <= x.opens)) {
    const next = (r1.weekday + 1) % 7;
    if (openingRanges.some((x) => x.weekday === next && x.opens < r1.closes)) {
      throw new RecordError(`schedule.${WEEKDAYS[r1.weekday]}`, `la plage après minuit chevauche l'ouverture du ${WEEKDAYS[next]}`);
    }
  }
  return openingRanges;
}

/** { "dd-mm-yyyy": [false] | [true, ...ranges] }, sorted by day. */
export function parseSpecialDates(raw: unknown): RestaurantRecord['specialDates'] {
  const specialDates: RestaurantRecord['specialDates'] = [];
  if (raw === undefined || raw === null) return specialDates;
  const sd = obj(raw, 'specialDates');
  const keys = Object.keys(sd);
  if (keys.length > IMPORT_LIMITS.specialDates) throw new RecordError('specialDates', `au plus ${IMPORT_LIMITS.specialDates} dates`);
  for (const key of keys) {
    const path = `specialDates.${key}`;
    const day = isoFromFrenchKey(key);
    if (!day) throw new RecordError(path, 'clé de date jj-mm-aaaa attendue (p. ex. 25-12-2026)');
    const value = arr(sd[key], path);
    if (value.length === 0 || typeof value[0] !== 'boolean') throw new RecordError(path, 'valeur attendue : [false], [true] ou [true, ["HH:MM", "HH:MM"], …]');
    const open = value[0];
    if (!open && value.length > 1) throw new RecordError(path, 'un jour fermé ([false]) ne peut pas avoir de plages');
    const ranges = dayRanges(value.slice(1), path, true);
    specialDates.push({ day, closed: !open, ranges });
  }
  return specialDates.sort((a, b) => a.day.localeCompare(b.day));
}
