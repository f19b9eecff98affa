/** Opening hours: French weekday keys, "HH:MM" ↔ minutes, and the open-at rule of DESIGN §5. */
import { HHMM, toFrenchHour, toMinutes } from './time.js';

export { toFrenchHour, toMinutes };
export const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;

/** A weekly range: weekday Mon=0…Sun=6, minutes from midnight; closes ≤ opens means past midnight. */
export interface OpeningRange { weekday: number; opens: number; closes: number }
export type Schedule = Record<Weekday, [string, string][]>;
/** [false] closed; [true] open as usual; [true, [o, c], …] open with these ranges. */
export type SpecialDateValue = [boolean, ...[string, string][]];
export interface SpecialDate { day: string /* yyyy-mm-dd */; closed: boolean; ranges: { opens: number; closes: number }[] | null }


export function isTime(text: string): boolean {
  return HHMM.test(text) || text === '24:00';
}

export function toHHMM(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

export function rangesToSchedule(ranges: readonly OpeningRange[]): Schedule {
  const schedule = Object.fromEntries(WEEKDAYS.map((d) => [d, [] as [string, string][]])) as Schedule;
  const sorted = [...ranges].sort((a, b) => a.weekday - b.weekday || a.opens - b.opens);
  for (const r of sorted) schedule[WEEKDAYS[r.weekday]].push([toHHMM(r.opens), toHHMM(r.closes)]);
  return schedule;
}

export function scheduleToRanges(schedule: Partial<Record<string, [string, string][]>>): OpeningRange[] {
  const out: OpeningRange[] = [];
  for (const [key, list] of Object.entries(schedule)) {
    const weekday = WEEKDAYS.indexOf(key as Weekday);
    if (weekday < 0) throw new Error(`Jour inconnu : ${key}`);
    for (const [o, c] of list ?? []) out.push({ weekday, opens: toMinutes(o), closes: toMinutes(c) });
  }
  return out;
}

/** "25-12-2026" ↔ "2026-12-25" */
export function frenchDateKey(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${d}-${m}-${y}`;
}

export function isoFromFrenchKey(key: string): string | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(key);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

export function specialDateValue(sd: SpecialDate): SpecialDateValue {
  if (sd.closed) return [false];
  if (!sd.ranges || sd.ranges.length === 0) return [true];
  return [true, ...sd.ranges.map((r) => [toHHMM(r.opens), toHHMM(r.closes)] as [string, string])];
}

/** Mon=0…Sun=6 for an ISO day (yyyy-mm-dd), independent of the machine's time zone. */
export function weekdayOf(isoDay: string): number {
  const d = new Date(`${isoDay}T12:00:00Z`).getUTCDay();
  return (d + 6) % 7;
}

function previousDay(isoDay: string): string {
  const d = new Date(`${isoDay}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

type DayRanges = { opens: number; closes: number }[];

function sameDayPart(r: { opens: number; closes: number }, minute: number): boolean {
  const end = r.closes <= r.opens ? 1440 : r.closes;
  return minute >= r.opens && minute < end;
}

function carryPart(r: { opens: number; closes: number }, minute: number): boolean {
  return r.closes <= r.opens && minute < r.closes;
}

function rangesOfDay(isoDay: string, weekly: readonly OpeningRange[], specials: readonly SpecialDate[]): DayRanges {
  const special = specials.find((s) => s.day === isoDay);
  if (special) {
    if (special.closed) return [];
    if (special.ranges && special.ranges.length) return special.ranges;
  }
  const wd = weekdayOf(isoDay);
  return weekly.filter((r) => r.weekday === wd);
}

/**
 * DESIGN §5: open at (day, minute) if that day's ranges (special date first, else the weekly ones)
 * cover the minute, or if the previous day's ranges run past midnight over it.
 * The SQL function mijote_open_at implements the same rule; both are tested against the same cases.
 */
export function isOpenAt(isoDay: string, minute: number, weekly: readonly OpeningRange[], specials: readonly SpecialDate[] = []): boolean {
  if (rangesOfDay(isoDay, weekly, specials).some((r) => sameDayPart(r, minute))) return true;
  return rangesOfDay(previousDay(isoDay), weekly, specials).some((r) => carryPart(r, minute));
}
